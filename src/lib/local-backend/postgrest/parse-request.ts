import { syntaxError } from './postgrest-error';
import {
  parseCondition,
  parseLogic,
  parseOrder,
  parseSelect,
  type Condition,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './query-syntax';

/** What a PostgREST request asks for, read from its URL and headers. */
export interface ReadRequest {
  select: SelectItem[] | '*';
  filters: (Condition | LogicTree)[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  count: boolean;
  singleObject: boolean;
  returnRepresentation: boolean;
  mergeDuplicates: boolean;
  ignoreDuplicates: boolean;
  onConflict: string[] | null;
  columns: string[] | null;
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
]);

function nonNegativeInteger(name: string, value: string | null): number | null {
  if (value === null) return null;
  if (!/^\d+$/.test(value)) throw syntaxError(`"${name}" must be a non-negative integer, not "${value}"`);
  return Number(value);
}

function columnList(value: string | null): string[] | null {
  if (value === null) return null;
  return value
    .split(',')
    .map((c) => c.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}

/** Reads the URL query and the Prefer/Accept headers; rpc GET arguments are left to the caller. */
export function parseRequest(
  url: URL,
  headers: Headers,
  argumentNames: ReadonlySet<string> = new Set(),
): ReadRequest {
  const params = url.searchParams;
  const filters: (Condition | LogicTree)[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) {
      if (key.endsWith('or') || key.endsWith('and')) {
        const negated = key.startsWith('not.');
        filters.push(parseLogic(key.replace('not.', '') as 'and' | 'or', negated, value));
      }
      continue;
    }
    if (argumentNames.has(key)) continue;
    filters.push(parseCondition(key, value));
  }
  const prefer = (headers.get('Prefer') ?? '').split(',').map((p) => p.trim());
  const accept = headers.get('Accept') ?? '';
  return {
    select: parseSelect(params.get('select')),
    filters,
    order: params.get('order') ? parseOrder(params.get('order') as string) : [],
    limit: nonNegativeInteger('limit', params.get('limit')),
    offset: nonNegativeInteger('offset', params.get('offset')) ?? 0,
    count:
      prefer.includes('count=exact') ||
      prefer.includes('count=planned') ||
      prefer.includes('count=estimated'),
    singleObject: accept.startsWith('application/vnd.pgrst.object+json'),
    returnRepresentation: prefer.includes('return=representation'),
    mergeDuplicates: prefer.includes('resolution=merge-duplicates'),
    ignoreDuplicates: prefer.includes('resolution=ignore-duplicates'),
    onConflict: columnList(params.get('on_conflict')),
    columns: columnList(params.get('columns')),
  };
}
