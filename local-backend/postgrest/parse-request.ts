import { shown, syntaxError } from './postgrest-error';
import {
  parseCondition,
  parseLogic,
  parseOrder,
  parseSelect,
  plainName,
  type Condition,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './query-syntax';
import { checkListLength, FilterBudget } from './request-limits';

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

/** limit and offset: digits only, and small enough to stay an exact integer. */
function nonNegativeInteger(name: string, value: string | null): number | null {
  if (value === null) return null;
  const number = /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number)) {
    throw syntaxError(`"${name}" must be a non-negative integer below 2^53, not ${shown(value)}`);
  }
  return number;
}

/** columns= and on_conflict=: plain column names, optionally double-quoted. */
function columnList(name: string, value: string | null): string[] | null {
  if (value === null) return null;
  const columns = value
    .split(',')
    .map((c) => c.trim().replace(/^"(.*)"$/s, '$1'))
    .filter(Boolean);
  checkListLength(name, columns.length);
  return columns.map(plainName);
}

/** Reads the URL query and the Prefer/Accept headers; rpc GET arguments are left to the caller. */
export function parseRequest(
  url: URL,
  headers: Headers,
  argumentNames: ReadonlySet<string> = new Set(),
): ReadRequest {
  const params = url.searchParams;
  const budget = new FilterBudget();
  const filters: (Condition | LogicTree)[] = [];
  for (const [key, value] of params) {
    if (RESERVED.has(key)) {
      if (key.endsWith('or') || key.endsWith('and')) {
        const negated = key.startsWith('not.');
        filters.push(parseLogic(key.replace('not.', '') as 'and' | 'or', negated, value, budget));
      }
      continue;
    }
    if (argumentNames.has(key)) continue;
    filters.push(parseCondition(key, value, budget));
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
    onConflict: columnList('on_conflict', params.get('on_conflict')),
    columns: columnList('columns', params.get('columns')),
  };
}
