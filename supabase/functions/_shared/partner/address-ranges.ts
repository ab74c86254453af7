/**
 * IP addresses and the special-purpose ranges a server must never call on a partner's behalf:
 * the IANA IPv4 and IPv6 special-purpose address registries, plus multicast and reserved space.
 * Addresses are compared as numbers, so every way of writing one (compressed IPv6, embedded
 * IPv4) lands on the same value.
 */

export interface IpAddress {
  version: 4 | 6;
  /** The address's bits: 32 for IPv4, 128 for IPv6. */
  value: bigint;
}

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

function parseIpv4(text: string): bigint | null {
  const octets = text.split('.');
  if (octets.length !== 4 || !octets.every((octet) => IPV4_OCTET.test(octet))) return null;
  return octets.reduce((value, octet) => (value << 8n) | BigInt(octet), 0n);
}

const IPV6_GROUP = /^[0-9a-f]{1,4}$/i;

/** Hex groups, at most one `::`, and an optional dotted IPv4 tail; no zone (`%eth0`). */
function parseIpv6(text: string): bigint | null {
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  const embedded = tail.includes('.') ? parseIpv4(tail) : null;
  if (tail.includes('.') && embedded === null) return null;
  // The dotted tail stands for the last two groups.
  const hex = embedded === null ? text : `${text.slice(0, lastColon + 1)}0:0`;

  const halves = hex.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const head = groupsOf(halves[0]);
  const back = halves.length === 2 ? groupsOf(halves[1]) : [];
  if (![...head, ...back].every((group) => IPV6_GROUP.test(group))) return null;
  const missing = 8 - head.length - back.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;

  const groups = [...head, ...Array<string>(missing).fill('0'), ...back];
  const value = groups.reduce((sum, group) => (sum << 16n) | BigInt(parseInt(group, 16)), 0n);
  return embedded === null ? value : (value & ~0xffffffffn) | embedded;
}

/** An IPv4 (dotted quad) or IPv6 address, with or without URL brackets; null for anything else. */
export function parseIpAddress(text: string): IpAddress | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (bare.includes(':')) {
    const value = parseIpv6(bare);
    return value === null ? null : { version: 6, value };
  }
  const value = parseIpv4(bare);
  return value === null ? null : { version: 4, value };
}

interface Range {
  version: 4 | 6;
  base: bigint;
  prefix: number;
  name: string;
}

function range(cidr: string, name: string): Range {
  const [address, prefix] = cidr.split('/');
  const parsed = parseIpAddress(address);
  if (!parsed) throw new Error(`Not an address range: ${cidr}`);
  return { version: parsed.version, base: parsed.value, prefix: Number(prefix), name: `${name} (${cidr})` };
}

/** Most specific first, so an address is named by the narrowest range that holds it. */
const SPECIAL_PURPOSE_RANGES: readonly Range[] = [
  range('0.0.0.0/8', '"this network"'),
  range('10.0.0.0/8', 'private'),
  range('100.64.0.0/10', 'shared address space (carrier-grade NAT)'),
  range('127.0.0.0/8', 'loopback'),
  range('169.254.0.0/16', 'link-local (cloud metadata)'),
  range('172.16.0.0/12', 'private'),
  range('192.0.0.0/24', 'IETF protocol assignments'),
  range('192.0.2.0/24', 'documentation'),
  range('192.31.196.0/24', 'AS112'),
  range('192.52.193.0/24', 'AMT'),
  range('192.88.99.0/24', '6to4 relay anycast'),
  range('192.168.0.0/16', 'private'),
  range('192.175.48.0/24', 'AS112 direct delegation'),
  range('198.18.0.0/15', 'benchmarking'),
  range('198.51.100.0/24', 'documentation'),
  range('203.0.113.0/24', 'documentation'),
  range('224.0.0.0/4', 'multicast'),
  range('255.255.255.255/32', 'broadcast'),
  range('240.0.0.0/4', 'reserved'),

  range('::/128', 'unspecified'),
  range('::1/128', 'loopback'),
  range('::/96', 'IPv4-compatible'),
  range('::ffff:0:0/96', 'IPv4-mapped'),
  range('::ffff:0:0:0/96', 'IPv4-translated'),
  range('64:ff9b::/96', 'NAT64'),
  range('64:ff9b:1::/48', 'local-use NAT64'),
  range('100::/64', 'discard-only'),
  range('100:0:0:1::/64', 'dummy prefix'),
  range('2001::/32', 'Teredo'),
  range('2001::/23', 'IETF protocol assignments'),
  range('2001:db8::/32', 'documentation'),
  range('2002::/16', '6to4'),
  range('2620:4f:8000::/48', 'AS112 direct delegation'),
  range('3fff::/20', 'documentation'),
  range('5f00::/16', 'SRv6 SIDs'),
  range('fc00::/7', 'unique local'),
  range('fe80::/10', 'link-local'),
  range('fec0::/10', 'site-local'),
  range('ff00::/8', 'multicast'),
];

const bitsOf = (version: 4 | 6) => (version === 4 ? 32 : 128);

function contains(candidate: Range, address: IpAddress): boolean {
  if (candidate.version !== address.version) return false;
  const shift = BigInt(bitsOf(address.version) - candidate.prefix);
  return address.value >> shift === candidate.base >> shift;
}

/** IPv6 outside 2000::/3 is not global unicast (reserved, or one of the ranges above). */
const GLOBAL_UNICAST_V6 = range('2000::/3', 'global unicast');

/**
 * The special-purpose range that holds the address (for example `loopback (127.0.0.0/8)`), or
 * null when it is an ordinary public address a server may call.
 */
export function specialPurposeRangeOf(address: IpAddress): string | null {
  const special = SPECIAL_PURPOSE_RANGES.find((candidate) => contains(candidate, address));
  if (special) return special.name;
  if (address.version === 6 && !contains(GLOBAL_UNICAST_V6, address)) return 'reserved (outside 2000::/3)';
  return null;
}
