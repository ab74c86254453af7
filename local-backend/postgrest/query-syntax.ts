import { castTypeSql } from './cast-types';
import { shown, syntaxError } from './postgrest-error';
import { checkListLength, checkLogicDepth, REQUEST_LIMITS, type FilterBudget } from './request-limits';

/**
 * PostgREST's URL grammar for select lists, filters, logic trees and order, parsed into plain
 * data. Every name is checked here against a strict pattern; the SQL is built in sql-builder.
 */

// Postgres keeps 63 bytes of a name: a longer one would silently name something else.
const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const ARRAY_INDEX = /^-?\d{1,9}$/;

/** A plain name (table, column, alias, function, argument), or a 400. */
export function plainName(name: string): string {
  if (!PLAIN_NAME.test(name)) throw syntaxError(`${shown(name)} is not a valid name`);
  return name;
}

/** A plain name as a quoted SQL identifier. */
export function identifier(name: string): string {
  return `"${plainName(name)}"`;
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
  if (depth !== 0 || quoted) throw syntaxError(`Unbalanced parentheses or quotes in ${shown(text)}`);
  parts.push(current);
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** One step of a json path: a key (`->key`) or an array index (`->0`). */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string | number;
}

/** A column with an optional json path: col, col->a, col->>a, col->a->>b, col->0 */
export interface ColumnRef {
  name: string;
  path: JsonStep[];
}

export function parseColumnRef(ref: string): ColumnRef {
  const parts = ref.split(/(->>?)/);
  const path: JsonStep[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i + 1];
    if (ARRAY_INDEX.test(key)) path.push({ arrow: parts[i] as JsonStep['arrow'], key: Number(key) });
    else if (PLAIN_NAME.test(key)) path.push({ arrow: parts[i] as JsonStep['arrow'], key });
    else throw syntaxError(`${shown(key)} is not a valid json key in ${shown(ref)}`);
  }
  if (path.length > REQUEST_LIMITS.jsonPathSteps) {
    throw syntaxError(`Json paths have at most ${REQUEST_LIMITS.jsonPathSteps} steps`);
  }
  return { name: plainName(parts[0]), path };
}

export type SelectItem =
  | { kind: 'all' }
  | {
      kind: 'column';
      column: ColumnRef;
      /** The SQL type name, taken from the fixed list of casts. */
      castSql: string | null;
      alias: string | null;
    };

/** The name PostgREST gives a json path or a cast without an alias: the last key, else the column. */
function defaultAlias(column: ColumnRef, cast: boolean): string | null {
  const last = column.path.at(-1);
  if (last) return typeof last.key === 'string' ? last.key : column.name;
  return cast ? column.name : null;
}

/** `*`, `col`, `alias:col`, `col::type`, json paths. Embedded resources are not supported locally. */
export function parseSelect(select: string | null): SelectItem[] | '*' {
  if (select === null || select.trim() === '' || select.trim() === '*') return '*';
  const items = splitTopLevel(select);
  checkListLength('select', items.length);
  return items.map((item): SelectItem => {
    if (item === '*') return { kind: 'all' };
    if (item.includes('(')) {
      throw syntaxError(
        `Embedded resource ${shown(item)} is not supported by the local backend`,
        'Put the join in a SQL view and select from the view',
      );
    }
    const aliasMatch = /^([^:]+):(?!:)(.+)$/s.exec(item);
    const alias = aliasMatch ? plainName(aliasMatch[1]) : null;
    const rest = aliasMatch ? aliasMatch[2] : item;
    const [ref, cast, ...extra] = rest.split('::');
    if (extra.length > 0) throw syntaxError(`${shown(item)} casts more than once`);
    const column = parseColumnRef(ref.trim());
    return {
      kind: 'column',
      column,
      castSql: cast === undefined ? null : castTypeSql(cast),
      alias: alias ?? defaultAlias(column, cast !== undefined),
    };
  });
}

export type FilterOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'in' | 'is' | 'cs' | 'cd' | 'ov';

export interface Condition {
  kind: 'condition';
  column: ColumnRef;
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

const OPERATORS = new Set<string>([
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
export function parseCondition(column: string, expression: string, budget: FilterBudget): Condition {
  budget.spendTerm();
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  if (!OPERATORS.has(operator)) {
    throw syntaxError(`${shown(expression)} is not a supported filter on ${shown(column)}`);
  }
  return {
    kind: 'condition',
    column: parseColumnRef(column),
    negated,
    operator: operator as FilterOperator,
    value: dot < 0 ? '' : rest.slice(dot + 1),
  };
}

/** `(a.eq.1,and(b.gt.2,c.is.null))` as given to or= / and=, nested at most a few levels. */
export function parseLogic(
  operator: 'and' | 'or',
  negated: boolean,
  text: string,
  budget: FilterBudget,
  depth = 1,
): LogicTree {
  checkLogicDepth(depth);
  const trimmed = text.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) {
    throw syntaxError(`"${operator}" expects a parenthesised list, got ${shown(text)}`);
  }
  const children = splitTopLevel(trimmed.slice(1, -1)).map((part): Condition | LogicTree => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', !!nested[1], nested[3], budget, depth + 1);
    const dot = part.indexOf('.');
    if (dot < 0) throw syntaxError(`${shown(part)} is not a filter`);
    return parseCondition(part.slice(0, dot), part.slice(dot + 1), budget);
  });
  return { kind: 'logic', operator, negated, children };
}

export interface OrderTerm {
  column: ColumnRef;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

export function parseOrder(order: string): OrderTerm[] {
  const terms = splitTopLevel(order);
  checkListLength('order', terms.length);
  return terms.map((term) => {
    const [column, ...modifiers] = term.split('.');
    let descending = false;
    let nulls: OrderTerm['nulls'] = null;
    for (const modifier of modifiers) {
      if (modifier === 'desc') descending = true;
      else if (modifier === 'asc') descending = false;
      else if (modifier === 'nullsfirst') nulls = 'first';
      else if (modifier === 'nullslast') nulls = 'last';
      else throw syntaxError(`${shown(term)} is not a valid order`);
    }
    return { column: parseColumnRef(column), descending, nulls };
  });
}

/** `(a,b,"c,d")` → ['a', 'b', 'c,d'] */
export function parseList(value: string): string[] {
  const trimmed = value.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) throw syntaxError(`${shown(value)} is not a list`);
  return splitTopLevel(trimmed.slice(1, -1)).map(unquote);
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
