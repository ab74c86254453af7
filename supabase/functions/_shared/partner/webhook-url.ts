import type { FunctionContext, ServerEnv } from '../context.ts';
import { parseIpAddress, specialPurposeRangeOf } from './address-ranges.ts';

/**
 * Where a partner webhook may be sent. A hosted server sends only to public https addresses:
 * never to this machine, its network, a cloud metadata service or any other special-purpose
 * address, however the URL spells the host and whatever the name resolves to when the event is
 * sent. Plain http and this machine are for local mode and tests.
 */

/**
 * Names that are never public: RFC 6761 special-use names, `.internal` (cloud metadata and
 * service names) and the private suffixes networks commonly use. Matched as the name or a suffix.
 */
const PRIVATE_NAME_SUFFIXES = [
  'localhost',
  'localdomain',
  'local',
  'internal',
  'intranet',
  'private',
  'corp',
  'home',
  'lan',
  'arpa',
  'test',
  'invalid',
  'example',
  'onion',
];

const isLocalEnvironment = (env: ServerEnv) =>
  env.APP_ENVIRONMENT === 'local' || env.APP_ENVIRONMENT === 'test';

const NOT_PUBLIC = 'The webhook URL must be a public address';

/**
 * The host as a server would connect to it. WHATWG URL parsing already lowercases it, applies
 * IDNA, turns every IPv4 spelling (decimal, octal, hex, short) into a dotted quad and writes
 * IPv6 in its canonical form; the trailing dots of a fully qualified name are dropped here.
 */
function normalisedHost(url: URL): string {
  return url.hostname.replace(/\.+$/, '');
}

/** Why this host (an IP literal or a name) is not a public destination, or null. */
function hostRefusal(host: string): string | null {
  const address = parseIpAddress(host);
  if (address) return specialPurposeRangeOf(address) ? NOT_PUBLIC : null;
  if (host.includes(':') || host.startsWith('[')) return 'The webhook URL does not have a valid host';
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return 'The webhook URL does not have a valid host';
  // A single label is completed by the server's DNS search domains: an internal name.
  if (labels.length < 2) return NOT_PUBLIC;
  const privateName = PRIVATE_NAME_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
  return privateName ? NOT_PUBLIC : null;
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Why a webhook URL may not be called from this server, or null when it may, judged from the
 * URL alone (the host is not resolved here; see webhookDestinationRefusal).
 */
export function webhookUrlRefusal(url: string, env: ServerEnv): string | null {
  const parsed = parse(url);
  if (!parsed) return 'The webhook URL is not valid';
  if (isLocalEnvironment(env)) {
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? null
      : 'The webhook URL must use https';
  }
  if (parsed.protocol !== 'https:') return 'The webhook URL must use https';
  if (parsed.username || parsed.password) return 'The webhook URL must not carry a user name or password';
  return hostRefusal(normalisedHost(parsed));
}

/**
 * Why a webhook may not be sent to this URL now, or null when it may: the URL's own checks, then,
 * on a hosted server, every address its host name resolves to at this moment must be public.
 * A name that does not resolve, or a server that cannot resolve names, is refused.
 */
export async function webhookDestinationRefusal(
  url: string,
  context: Pick<FunctionContext, 'env' | 'resolveHost'>,
): Promise<string | null> {
  const refusal = webhookUrlRefusal(url, context.env);
  if (refusal || isLocalEnvironment(context.env)) return refusal;
  const host = normalisedHost(new URL(url));
  if (parseIpAddress(host)) return null;
  if (!context.resolveHost) return 'This server cannot check where the webhook host points';

  let addresses: string[];
  try {
    addresses = await context.resolveHost(host);
  } catch {
    return 'The webhook host name does not resolve';
  }
  if (addresses.length === 0) return 'The webhook host name does not resolve';
  for (const answer of addresses) {
    const address = parseIpAddress(answer);
    if (!address || specialPurposeRangeOf(address)) {
      return 'The webhook host name resolves to an address that is not public';
    }
  }
  return null;
}
