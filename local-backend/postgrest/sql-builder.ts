import { shown, syntaxError } from './postgrest-error';
import {
  identifier,
  parseList,
  unquote,
  type ColumnRef,
  type Condition,
  type LogicTree,
  type OrderTerm,
  type SelectItem,
} from './query-syntax';

/** Collects bind parameters; every value from a request goes through here, never into the SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** `"col"->$1::text->>$2::int`: names are checked identifiers, json keys are parameters. */
export function columnSql(column: ColumnRef, params: SqlParams): string {
  let sql = identifier(column.name);
  for (const step of column.path) {
    sql += `${step.arrow}${params.add(step.key)}::${typeof step.key === 'number' ? 'int' : 'text'}`;
  }
  return sql;
}

const COMPARISONS: Record<string, string> = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };
const IS_VALUES: Record<string, string> = {
  null: 'null',
  not_null: 'not null',
  true: 'true',
  false: 'false',
  unknown: 'unknown',
};

function conditionSql(condition: Condition, params: SqlParams): string {
  const column = columnSql(condition.column, params);
  const { operator, value } = condition;
  let sql: string;
  if (operator in COMPARISONS) {
    sql = `${column} ${COMPARISONS[operator]} ${params.add(unquote(value))}`;
  } else if (operator === 'like' || operator === 'ilike') {
    sql = `${column} ${operator} ${params.add(unquote(value).replace(/\*/g, '%'))}`;
  } else if (operator === 'in') {
    const items = parseList(value);
    sql = items.length === 0 ? 'false' : `${column} in (${items.map((item) => params.add(item)).join(', ')})`;
  } else if (operator === 'is') {
    const is = Object.hasOwn(IS_VALUES, value.toLowerCase()) ? IS_VALUES[value.toLowerCase()] : null;
    if (!is) throw syntaxError(`"is" accepts null, not_null, true, false or unknown, not ${shown(value)}`);
    sql = `${column} is ${is}`;
  } else {
    const symbol = operator === 'cs' ? '@>' : operator === 'cd' ? '<@' : '&&';
    const literal = value.startsWith('(') && value.endsWith(')') ? `{${value.slice(1, -1)}}` : value;
    sql = `${column} ${symbol} ${params.add(literal)}`;
  }
  return condition.negated ? `not (${sql})` : sql;
}

export function filterSql(node: Condition | LogicTree, params: SqlParams): string {
  if (node.kind === 'condition') return conditionSql(node, params);
  const joiner = node.operator === 'and' ? ' and ' : ' or ';
  const inner =
    node.children.length === 0 ? 'true' : node.children.map((c) => filterSql(c, params)).join(joiner);
  return node.negated ? `not (${inner})` : `(${inner})`;
}

export function whereSql(filters: (Condition | LogicTree)[], params: SqlParams): string {
  return filters.length === 0 ? '' : ` where ${filters.map((f) => filterSql(f, params)).join(' and ')}`;
}

export function orderSql(order: OrderTerm[], params: SqlParams): string {
  if (order.length === 0) return '';
  const terms = order.map(
    (t) =>
      `${columnSql(t.column, params)} ${t.descending ? 'desc' : 'asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`,
  );
  return ` order by ${terms.join(', ')}`;
}

/** limit and offset as parameters. */
export function pagingSql(paging: { limit: number | null; offset: number }, params: SqlParams): string {
  const limit = paging.limit !== null ? ` limit ${params.add(paging.limit)}::bigint` : '';
  const offset = paging.offset ? ` offset ${params.add(paging.offset)}::bigint` : '';
  return limit + offset;
}

export function selectListSql(select: SelectItem[] | '*', params: SqlParams): string {
  if (select === '*') return '*';
  return select
    .map((item) => {
      if (item.kind === 'all') return '*';
      const value = columnSql(item.column, params);
      const sql = item.castSql ? `(${value})::${item.castSql}` : value;
      return item.alias ? `${sql} as ${identifier(item.alias)}` : sql;
    })
    .join(', ');
}

/**
 * Wraps a query so Postgres encodes the rows as JSON exactly as PostgREST does. A data-modifying
 * CTE must stay at the top level, so it comes separately as `withSql`.
 */
export function jsonRowsSql(innerSql: string, withSql = ''): string {
  return `${withSql}select coalesce(json_agg(pgrst_row), '[]')::text as body, count(*)::int as row_count from (${innerSql}) pgrst_row`;
}
