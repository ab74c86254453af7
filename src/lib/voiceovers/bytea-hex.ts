/**
 * The bytes of a bytea value as PostgREST sends it in JSON: Postgres' hex text form, '\x' and
 * two hex digits a byte. Anything else is refused rather than guessed at.
 */
export function bytesFromByteaHex(text: string): Uint8Array<ArrayBuffer> {
  if (!text.startsWith('\\x')) throw new Error('Not a bytea hex value');
  const digits = text.slice(2);
  if (digits.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(digits)) throw new Error('Not a bytea hex value');
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(digits.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
