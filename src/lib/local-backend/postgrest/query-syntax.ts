import { syntaxError } from './postgrest-error';

/** PostgREST's URL grammar for select lists, filters, logic trees and order. */

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const CAST = /^[a-z_][a-z0-9_ ]*(\[\])?$/;

export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw syntaxError(`"${name}" is not a valid name`);
  return `"${name}"`;
}

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\\' && quoted && i + 1 < text.length) {
      current += ch + text[i + 1];
      i += 1;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth += 1;
    else if (!quoted && ch === ')') depth -= 1;
    if (ch === ',' && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  if (depth !== 0 || quoted) throw syntaxError(`Unbalanced parentheses or quotes in "${text}"`);
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

export interface SelectItem {
  /** SQL for the value, e.g. "title" or "meta"->>'key' */
  sql: string;
  alias: string | null;
}

/** A column reference with optional json path: col, col->a, col->>a, col->a->>b */
function columnSql(ref: string): { sql: string; name: string } {
  const parts = ref.split(/(->>?)/);
  const base = parts[0];
  let sql = identifier(base);
  let name = base;
  for (let i = 1; i < parts.length; i += 2) {
    const arrow = parts[i];
    const key = parts[i + 1];
    if (!key) throw syntaxError(`Bad json path in "${ref}"`);
    sql += /^\d+$/.test(key) ? `${arrow}${key}` : `${arrow}'${key.replace(/'/g, "''")}'`;
    name = key;
  }
  return { sql, name };
}

export { columnSql };

/** `*`, `col`, `alias:col`, `col::type`, json paths. Embedded resources are not supported locally. */
export function parseSelect(select: string | null): SelectItem[] | '*' {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  return splitTopLevel(select).map((item) => {
    if (item === '*') return { sql: '*', alias: null };
    if (item.includes('(')) {
      throw syntaxError(
        `Embedded resource "${item}" is not supported by the local backend`,
        'Put the join in a SQL view and select from the view',
      );
    }
    const aliasMatch = /^([A-Za-z_][A-Za-z0-9_]*):(?!:)(.+)$/.exec(item);
    const alias = aliasMatch ? aliasMatch[1] : null;
    const rest = aliasMatch ? aliasMatch[2] : item;
    const [ref, cast] = rest.split('::');
    const column = columnSql(ref.trim());
    let sql = column.sql;
    if (cast !== undefined) {
      if (!CAST.test(cast)) throw syntaxError(`"${cast}" is not a valid cast`);
      sql = `(${sql})::${cast}`;
    }
    const name = alias ?? (column.sql.includes('->') || cast !== undefined ? column.name : null);
    return { sql, alias: name };
  });
}

export type FilterOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is' | 'cs' | 'cd' | 'ov';

export interface Condition {
  kind: 'condition';
  column: string;
  negated: boolean;
  operator: FilterOperator;
  value: string;
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: (Condition | LogicTree)[];
}

const OPERATORS = new Set<FilterOperator>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'cs',
  'cd',
  'ov',
]);

/** `eq.5`, `not.in.(1,2)`, `is.null` for a column. */
export function parseCondition(column: string, expression: string): Condition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = (dot < 0 ? rest : rest.slice(0, dot)) as FilterOperator;
  if (!OPERATORS.has(operator)) {
    throw syntaxError(`"${expression}" is not a supported filter on "${column}"`);
  }
  return { kind: 'condition', column, negated, operator, value: dot < 0 ? '' : rest.slice(dot + 1) };
}

/** `(a.eq.1,and(b.gt.2,c.is.null))` as given to or= / and= */
export function parseLogic(operator: 'and' | 'or', negated: boolean, text: string): LogicTree {
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw syntaxError(`"${operator}" expects a parenthesised list, got "${text}"`);
  }
  const children = splitTopLevel(trimmed.slice(1, -1)).map((part): Condition | LogicTree => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3]);
    const dot = part.indexOf('.');
    if (dot < 0) throw syntaxError(`"${part}" is not a filter`);
    return parseCondition(part.slice(0, dot), part.slice(dot + 1));
  });
  return { kind: 'logic', operator, negated, children };
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export function parseOrder(order: string): OrderTerm[] {
  return splitTopLevel(order).map((term) => {
    const [column, ...modifiers] = term.split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'desc') descending = true;
      else if (modifier === 'asc') descending = false;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw syntaxError(`"${term}" is not a valid order`);
    }
    return { column, descending, nulls };
  });
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] */
export function parseList(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) throw syntaxError(`"${value}" is not a list`);
  return splitTopLevel(trimmed.slice(1, -1)).map(unquote);
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
