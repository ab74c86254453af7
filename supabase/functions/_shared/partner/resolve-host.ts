import type { HostResolver } from '../context.ts';

/** One DNS query for a record type, as `Deno.resolveDns(name, type)` answers it. */
export type DnsQuery = (name: string, recordType: 'A' | 'AAAA') => Promise<string[]>;

/** Deno.resolveDns rejects with NotFound for a name without records of that type. */
const noRecords = (error: unknown) => error instanceof Error && error.name === 'NotFound';

/**
 * A resolver that asks for both A and AAAA records and answers every address. A name with
 * records of only one type is fine; any other failure (a timeout, a refused query) rejects,
 * because the unanswered query might have held the address a fetch would then use.
 */
export function hostResolverFrom(query: DnsQuery): HostResolver {
  return async (hostname) => {
    const answers = await Promise.allSettled([query(hostname, 'A'), query(hostname, 'AAAA')]);
    const addresses: string[] = [];
    for (const answer of answers) {
      if (answer.status === 'fulfilled') addresses.push(...answer.value);
      else if (!noRecords(answer.reason)) throw answer.reason;
    }
    if (addresses.length === 0) throw new Error(`${hostname} has no A or AAAA records`);
    return addresses;
  };
}
