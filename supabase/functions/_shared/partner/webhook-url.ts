import type { ServerEnv } from '../context.ts';

/** Loopback, private, link-local and unspecified addresses, written as IP literals. */
function isInternalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (host.includes(':')) return host === '::' || host === '::1' || /^f[cd]|^fe[89ab]|^::ffff:/.test(host);
  const octets = host.split('.').map(Number);
  if (octets.length !== 4 || octets.some((o) => !Number.isInteger(o))) return false;
  const [a, b] = octets;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/**
 * Why a webhook URL may not be called from this server, or null when it may: a hosted server
 * sends only to public https addresses; plain http and this machine are for local mode and tests.
 * (Host names are not resolved here: the database already limits plain http to loopback.)
 */
export function webhookUrlRefusal(url: string, env: ServerEnv): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The webhook URL is not valid';
  }
  const local = env.APP_ENVIRONMENT === 'local' || env.APP_ENVIRONMENT === 'test';
  if (local)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? null
      : 'The webhook URL must use https';
  if (parsed.protocol !== 'https:') return 'The webhook URL must use https';
  return isInternalHost(parsed.hostname) ? 'The webhook URL must be a public address' : null;
}
