import { PARTNER_SIGNATURE_TOLERANCE_SECONDS } from './constants.ts';
import { toHex } from './key-hash.ts';

const encoder = new TextEncoder();

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    usage,
  ]);
}

/**
 * The X-PS-FABA-Signature value for a body sent at a Unix time: `t=<time>,v1=<hex>`, where hex is
 * HMAC-SHA256 with the webhook secret over `<time>.<body>` (the body exactly as sent).
 */
export async function signPartnerPayload(secret: string, timestamp: number, body: string): Promise<string> {
  const mac = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(secret, 'sign'),
    encoder.encode(`${timestamp}.${body}`),
  );
  return `t=${timestamp},v1=${toHex(mac)}`;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return null;
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/**
 * Whether a webhook's X-PS-FABA-Signature header was made with this secret over this raw body,
 * less than `toleranceSeconds` ago (300 by default). For partners receiving our events: verify
 * before trusting the payload. The comparison is constant-time (Web Crypto's verify).
 */
export async function verifyPartnerSignature(
  secret: string,
  header: string | null | undefined,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): Promise<boolean> {
  if (!secret || !header) return false;
  let timestamp: number | null = null;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(',')) {
    const [name, value = ''] = part.trim().split('=', 2);
    if (name === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (name === 'v1') {
      const bytes = hexBytes(value);
      if (bytes) signatures.push(bytes);
    }
  }
  if (timestamp === null || signatures.length === 0) return false;
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? PARTNER_SIGNATURE_TOLERANCE_SECONDS))
    return false;

  const key = await hmacKey(secret, 'verify');
  const signed = encoder.encode(`${timestamp}.${body}`);
  for (const signature of signatures) {
    if (await crypto.subtle.verify('HMAC', key, signature, signed)) return true;
  }
  return false;
}
