const CHUNK = 0x8000;

/**
 * Bytes as base64 text: how the local backend takes a voice-over's audio (PGlite takes no bytea
 * parameter as text). In chunks, so a long voice-over does not overflow the argument list.
 */
export function base64FromBytes(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}
