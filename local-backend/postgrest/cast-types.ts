import { shown, syntaxError } from './postgrest-error';

/**
 * The types a select may cast to (`col::text`), by the names clients write, each mapped to the
 * SQL spelling we emit. The request's text is only a key here: it never reaches the statement.
 */
const CAST_TYPES = new Map<string, string>([
  ['text', 'text'],
  ['int', 'integer'],
  ['integer', 'integer'],
  ['int2', 'smallint'],
  ['smallint', 'smallint'],
  ['int4', 'integer'],
  ['int8', 'bigint'],
  ['bigint', 'bigint'],
  ['numeric', 'numeric'],
  ['real', 'real'],
  ['float4', 'real'],
  ['float8', 'double precision'],
  ['bool', 'boolean'],
  ['boolean', 'boolean'],
  ['json', 'json'],
  ['jsonb', 'jsonb'],
  ['uuid', 'uuid'],
  ['date', 'date'],
  ['timestamp', 'timestamp'],
  ['timestamptz', 'timestamp with time zone'],
]);

/** The SQL type for a cast in a select list, or a 400 when the name is not on the list. */
export function castTypeSql(name: string): string {
  const array = name.endsWith('[]');
  const base = CAST_TYPES.get((array ? name.slice(0, -2) : name).toLowerCase());
  if (base === undefined) {
    throw syntaxError(
      `${shown(name)} is not a type the local backend casts to`,
      `Casts: ${[...CAST_TYPES.keys()].join(', ')}, each optionally followed by []`,
    );
  }
  return array ? `${base}[]` : base;
}
