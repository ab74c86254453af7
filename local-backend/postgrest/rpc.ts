import type { SqlQueryable } from '../sql-executor';
import { PostgrestError } from './postgrest-error';
import { identifier } from './query-syntax';
import type { SqlParams } from './sql-builder';

export interface FunctionSignature {
  name: string;
  inputNames: string[];
  inputTypes: string[];
  requiredCount: number;
  returnsSet: boolean;
  returnType: string;
  /** c: composite (a table row), p: pseudo (record, void), b/d/e/r: scalar */
  returnKind: string;
}

interface ProcRow {
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[];
  nargs: number;
  ndefaults: number;
  retset: boolean;
  rettype: string;
  typtype: string;
}

/** The public function's overloads, read from the catalog. */
async function overloads(tx: SqlQueryable, name: string): Promise<FunctionSignature[]> {
  const { rows } = await tx.query<ProcRow>(
    `select p.proargnames as argnames, p.proargmodes::text[] as argmodes,
            array(select format_type(t, null) from unnest(p.proargtypes) t) as argtypes,
            p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults, p.proretset as retset,
            format_type(p.prorettype, null) as rettype, rt.typtype::text as typtype
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((row) => {
    const names = row.argnames ?? [];
    const inputNames = row.argmodes
      ? names.filter((_, i) => ['i', 'b', 'v'].includes((row.argmodes as string[])[i]))
      : names.slice(0, row.nargs);
    return {
      name,
      inputNames,
      inputTypes: row.argtypes,
      requiredCount: row.nargs - row.ndefaults,
      returnsSet: row.retset,
      returnType: row.rettype,
      returnKind: row.typtype,
    };
  });
}

/** Every input argument name of the function's overloads (to tell GET arguments from filters). */
export async function inputNamesOf(tx: SqlQueryable, name: string): Promise<Set<string>> {
  return new Set((await overloads(tx, name)).flatMap((f) => f.inputNames));
}

/** Picks the overload whose named arguments match the given ones, as PostgREST does. */
export async function resolveFunction(
  tx: SqlQueryable,
  name: string,
  given: string[],
): Promise<FunctionSignature> {
  const candidates = await overloads(tx, name);
  const match = candidates.find(
    (f) =>
      given.every((g) => f.inputNames.includes(g)) &&
      f.inputNames.slice(0, f.requiredCount).every((required) => given.includes(required)),
  );
  if (!match) {
    const args = [...given].sort().join(', ');
    throw new PostgrestError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${args ? `(${args})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${name}${args ? ` with parameters ${args}` : ' without parameters'}, but no matches were found in the schema cache.`,
      null,
    );
  }
  return match;
}

/** `public.fn(a => $1::int, b => $2::jsonb)`: every value is a parameter with the declared type. */
export function callSql(fn: FunctionSignature, args: Record<string, unknown>, params: SqlParams): string {
  const parts = Object.entries(args).map(([name, value]) => {
    const type = fn.inputTypes[fn.inputNames.indexOf(name)];
    let valueSql: string;
    if (value === null || value === undefined) {
      valueSql = `null::${type}`;
    } else if (type === 'json' || type === 'jsonb') {
      valueSql = `${params.add(JSON.stringify(value))}::${type}`;
    } else if (Array.isArray(value) && type.endsWith('[]')) {
      valueSql = `array(select json_array_elements_text(${params.add(JSON.stringify(value))}::json))::${type}`;
    } else if (typeof value === 'object') {
      valueSql = `${params.add(JSON.stringify(value))}::${type}`;
    } else {
      valueSql = `${params.add(String(value))}::${type}`;
    }
    return `${identifier(name)} => ${valueSql}`;
  });
  return `public.${identifier(fn.name)}(${parts.join(', ')})`;
}
