import { describe, expect, test } from 'vitest';
import type { HostResolver } from '../../supabase/functions/_shared/context.ts';
import {
  parseIpAddress,
  specialPurposeRangeOf,
} from '../../supabase/functions/_shared/partner/address-ranges.ts';
import { hostResolverFrom, type DnsQuery } from '../../supabase/functions/_shared/partner/resolve-host.ts';
import {
  webhookDestinationRefusal,
  webhookUrlRefusal,
} from '../../supabase/functions/_shared/partner/webhook-url.ts';

const HOSTED = {};
const PRODUCTION = { APP_ENVIRONMENT: 'production' };
const TEST = { APP_ENVIRONMENT: 'test' };
const LOCAL = { APP_ENVIRONMENT: 'local' };

/** A DNS that knows a few names, as a hosted function's resolver would answer them. */
function fakeDns(records: Record<string, string[]>): HostResolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const answers = records[hostname];
    if (!answers) throw Object.assign(new Error(`no records for ${hostname}`), { name: 'NotFound' });
    return answers;
  };
  return Object.assign(resolve, { asked });
}

describe('IP address parsing', () => {
  test.each([
    ['127.0.0.1', 4, 0x7f000001n],
    ['0.0.0.0', 4, 0n],
    ['255.255.255.255', 4, 0xffffffffn],
    ['::', 6, 0n],
    ['::1', 6, 1n],
    ['[::1]', 6, 1n],
    ['::127.0.0.1', 6, 0x7f000001n],
    ['::ffff:169.254.169.254', 6, 0xffffa9fea9fen],
    ['0:0:0:0:0:ffff:7f00:1', 6, 0xffff7f000001n],
    ['2001:DB8::8:800:200C:417A', 6, 0x20010db80000000000080800200c417an],
    ['1:2:3:4:5:6:7::', 6, 0x00010002000300040005000600070000n],
  ])('%s is an IPv%s address', (text, version, value) => {
    expect(parseIpAddress(text)).toEqual({ version, value });
  });

  test.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '0x7f.0.0.1',
    '2130706433',
    '1::2::3',
    ':1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '12345::',
    'fe80::1%eth0',
    '::ffff:1.2.3',
    '::ffff:1.2.3.4.5',
    'example.com',
    '[::1',
  ])('%j is not an address', (text) => {
    expect(parseIpAddress(text)).toBeNull();
  });

  test.each([
    ['0.1.2.3', '"this network"'],
    ['10.255.0.1', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.254', 'carrier-grade NAT'],
    ['127.8.9.10', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.0.2.33', 'documentation'],
    ['192.31.196.1', 'AS112'],
    ['192.52.193.1', 'AMT'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.0.1', 'private'],
    ['192.175.48.1', 'AS112'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::a9fe:a9fe', 'IPv4-compatible'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:8.8.8.8', 'IPv4-mapped'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['64:ff9b::a9fe:a9fe', 'NAT64'],
    ['64:ff9b:1::a00:1', 'local-use NAT64'],
    ['100::1', 'discard-only'],
    ['2001::7f00:1', 'Teredo'],
    ['2001:10::1', 'IETF protocol assignments'],
    ['2001:1ff::1', 'IETF protocol assignments'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['2620:4f:8000::1', 'AS112'],
    ['3fff:0fff::1', 'documentation'],
    ['5f00::1', 'SRv6'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['4000::1', 'outside 2000::/3'],
    ['1::1', 'outside 2000::/3'],
  ])('%s is special-purpose (%s)', (text, name) => {
    expect(specialPurposeRangeOf(parseIpAddress(text)!)).toContain(name);
  });

  test.each([
    '8.8.8.8',
    '93.184.216.34',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.0.3.1',
    '198.17.255.255',
    '198.20.0.1',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '2001:200::1',
    '2620:4f:8001::1',
  ])('%s is public', (text) => {
    expect(specialPurposeRangeOf(parseIpAddress(text)!)).toBeNull();
  });
});

describe('webhook URLs on a hosted server', () => {
  // Every spelling of an internal destination the URL parser accepts.
  const internal = [
    'https://localhost/x',
    'https://localhost./x',
    'https://LOCALHOST../x',
    'https://ＬＯＣＡＬＨＯＳＴ/x',
    'https://%6c%6f%63%61%6c%68%6f%73%74/x',
    'https://api.localhost/x',
    'https://127.0.0.1/x',
    'https://127.0.0.1./x',
    'https://127.1/x',
    'https://2130706433/x',
    'https://0x7f000001/x',
    'https://0x7f.1/x',
    'https://0177.0.0.1/x',
    'https://①②⑦.0.0.1/x',
    'https://0/x',
    'https://0.0.0.0:8443/x',
    'https://10.0.0.5/x',
    'https://100.64.0.1/x',
    'https://100.100.100.200/latest/meta-data',
    'https://169.254.169.254/latest/meta-data/',
    'https://0xa9fea9fe/x',
    'https://172.17.0.1:2375/containers/json',
    'https://192.168.1.1/x',
    'https://198.18.0.1/x',
    'https://198.19.0.1/x',
    'https://192.0.0.170/x',
    'https://224.0.0.1/x',
    'https://255.255.255.255/x',
    'https://[::1]/x',
    'https://[::]/x',
    'https://[::127.0.0.1]/x',
    'https://[0:0:0:0:0:0:0:1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:a9fe:a9fe]/x',
    'https://[64:ff9b::169.254.169.254]/x',
    'https://[64:ff9b:1::a00:1]/x',
    'https://[100::1]/x',
    'https://[2001::1]/x',
    'https://[2001:db8::1]/x',
    'https://[2002:a9fe:a9fe::1]/x',
    'https://[fc00::1]/x',
    'https://[fd00:ec2::254]/x',
    'https://[fe80::1]/x',
    'https://[fec0::1]/x',
    'https://[ff02::1]/x',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata.google.internal./computeMetadata/v1/',
    'https://metadata/computeMetadata/v1/',
    'https://kubernetes/api',
    'https://printer.local/x',
    'https://db.corp/x',
    'https://router.home.arpa/x',
    'https://1.0.0.127.in-addr.arpa/x',
    'https://intranet.lan/x',
    'https://partner.test/x',
    'https://hidden.onion/x',
  ];

  test.each(internal)('%s is refused', (url) => {
    expect(webhookUrlRefusal(url, HOSTED)).toBe('The webhook URL must be a public address');
    expect(webhookUrlRefusal(url, PRODUCTION)).toBe('The webhook URL must be a public address');
  });

  test.each([
    ['http://hooks.partner.com/x', 'The webhook URL must use https'],
    ['http://127.0.0.1:3000/x', 'The webhook URL must use https'],
    ['ftp://hooks.partner.com/x', 'The webhook URL must use https'],
    ['javascript:alert(1)', 'The webhook URL must use https'],
    ['https://user:secret@hooks.partner.com/x', 'The webhook URL must not carry a user name or password'],
    ['not a url', 'The webhook URL is not valid'],
    ['https://[fe80::1%25eth0]/x', 'The webhook URL is not valid'],
    ['https://1.2.3.4.5/x', 'The webhook URL is not valid'],
    ['https://a..b.com/x', 'The webhook URL does not have a valid host'],
    ['https://.partner.com/x', 'The webhook URL does not have a valid host'],
  ])('%s is refused: %s', (url, reason) => {
    expect(webhookUrlRefusal(url, HOSTED)).toBe(reason);
  });

  test.each([
    'https://hooks.partner.com/ps-faba',
    'https://HOOKS.Partner.com./x',
    'https://bücher.example.com/x',
    'https://93.184.216.34/x',
    'https://1.1.1.1:8443/x',
    'https://100.63.255.255/x',
    'https://172.32.0.1/x',
    'https://198.20.0.1/x',
    'https://[2606:4700:4700::1111]/x',
    'https://localhost.partner.com/x',
    'https://internal.partner.com/x',
  ])('%s passes the URL check', (url) => {
    expect(webhookUrlRefusal(url, HOSTED)).toBeNull();
  });

  test('local mode and tests keep plain http and this machine', () => {
    for (const env of [TEST, LOCAL]) {
      for (const url of ['http://127.0.0.1:5173/x', 'http://localhost/x', 'https://localhost./x']) {
        expect(webhookUrlRefusal(url, env), url).toBeNull();
      }
      expect(webhookUrlRefusal('ftp://127.0.0.1/x', env)).toBe('The webhook URL must use https');
    }
  });
});

describe('webhook destinations resolved at delivery time', () => {
  const dns = () =>
    fakeDns({
      'hooks.partner.com': ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'],
      '127.0.0.1.nip.io': ['127.0.0.1'],
      '169.254.169.254.nip.io': ['169.254.169.254'],
      'rebind.partner.com': ['93.184.216.34', '10.0.0.7'],
      'v6-loopback.partner.com': ['::1'],
      'mapped.partner.com': ['::ffff:169.254.169.254'],
      'nat64.partner.com': ['64:ff9b::a9fe:a9fe'],
      'cgnat.partner.com': ['100.64.12.34'],
      'bench.partner.com': ['198.18.5.5'],
      'garbage.partner.com': ['not-an-address'],
      'empty.partner.com': [],
    });

  test.each([
    '127.0.0.1.nip.io',
    '169.254.169.254.nip.io',
    'rebind.partner.com',
    'v6-loopback.partner.com',
    'mapped.partner.com',
    'nat64.partner.com',
    'cgnat.partner.com',
    'bench.partner.com',
    'garbage.partner.com',
  ])('a name resolving to a non-public address is refused: %s', async (host) => {
    const resolveHost = dns();
    expect(await webhookDestinationRefusal(`https://${host}/hook`, { env: HOSTED, resolveHost })).toBe(
      'The webhook host name resolves to an address that is not public',
    );
    expect(resolveHost.asked).toEqual([host]);
  });

  test('the name is resolved without its trailing dots, as it is normalised', async () => {
    const resolveHost = dns();
    expect(
      await webhookDestinationRefusal('https://127.0.0.1.NIP.io../hook', { env: HOSTED, resolveHost }),
    ).not.toBeNull();
    expect(resolveHost.asked).toEqual(['127.0.0.1.nip.io']);
  });

  test('a name that does not resolve, or a server that cannot resolve, is refused', async () => {
    const resolveHost = dns();
    for (const host of ['unknown.partner.com', 'empty.partner.com']) {
      expect(await webhookDestinationRefusal(`https://${host}/x`, { env: HOSTED, resolveHost })).toBe(
        'The webhook host name does not resolve',
      );
    }
    expect(await webhookDestinationRefusal('https://hooks.partner.com/x', { env: HOSTED })).toBe(
      'This server cannot check where the webhook host points',
    );
  });

  test('a public name and a public address literal are allowed', async () => {
    const resolveHost = dns();
    expect(
      await webhookDestinationRefusal('https://hooks.partner.com/x', { env: HOSTED, resolveHost }),
    ).toBeNull();
    expect(
      await webhookDestinationRefusal('https://93.184.216.34/x', { env: HOSTED, resolveHost }),
    ).toBeNull();
    expect(resolveHost.asked).toEqual(['hooks.partner.com']);
  });

  test('the URL check comes first and names are not resolved for refused URLs', async () => {
    const resolveHost = dns();
    expect(
      await webhookDestinationRefusal('https://metadata.google.internal/x', { env: HOSTED, resolveHost }),
    ).toBe('The webhook URL must be a public address');
    expect(await webhookDestinationRefusal('https://[::127.0.0.1]/x', { env: HOSTED, resolveHost })).toBe(
      'The webhook URL must be a public address',
    );
    expect(resolveHost.asked).toEqual([]);
  });

  test('local mode and tests do not resolve', async () => {
    const resolveHost = dns();
    expect(await webhookDestinationRefusal('http://127.0.0.1:4000/x', { env: TEST, resolveHost })).toBeNull();
    expect(resolveHost.asked).toEqual([]);
  });
});

describe('the DNS resolver over A and AAAA queries', () => {
  const notFound = () => Object.assign(new Error('no record found'), { name: 'NotFound' });

  function dnsQuery(answers: Partial<Record<'A' | 'AAAA', string[] | Error>>): DnsQuery {
    return async (_name, type) => {
      const answer = answers[type];
      if (answer instanceof Error) throw answer;
      if (!answer) throw notFound();
      return answer;
    };
  }

  test('answers every address of both types', async () => {
    const resolve = hostResolverFrom(dnsQuery({ A: ['93.184.216.34'], AAAA: ['2606:2800::1'] }));
    expect(await resolve('hooks.partner.com')).toEqual(['93.184.216.34', '2606:2800::1']);
  });

  test('a name with records of only one type is fine', async () => {
    expect(await hostResolverFrom(dnsQuery({ A: ['93.184.216.34'] }))('a.partner.com')).toEqual([
      '93.184.216.34',
    ]);
    expect(await hostResolverFrom(dnsQuery({ AAAA: ['::1'] }))('b.partner.com')).toEqual(['::1']);
  });

  test('rejects when nothing resolves or when a query fails another way', async () => {
    await expect(hostResolverFrom(dnsQuery({}))('none.partner.com')).rejects.toThrow();
    const timedOut = Object.assign(new Error('timed out'), { name: 'TimedOut' });
    await expect(
      hostResolverFrom(dnsQuery({ A: ['93.184.216.34'], AAAA: timedOut }))('slow.partner.com'),
    ).rejects.toThrow('timed out');
  });
});
