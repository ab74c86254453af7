import type { SqlQueryable } from '../sql-executor';

/** GoTrue's bcrypt cost. Measured in PGlite (WebAssembly, Node 20): about 70 ms per hash. */
export const BCRYPT_COST = 10;

// Any cost-10 hash: checked (and the result ignored) when there is no user, so that an unknown
// email takes as long to refuse as a wrong password.
const UNMATCHABLE_HASH = '$2a$10$HIZ5zo3KPb3wBkPW7dQO6.Ta67aR.Zs92MmsWt2z3cNXZiE77BiIO';

export async function hashPassword(db: SqlQueryable, password: string): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(
    `select extensions.crypt($1, extensions.gen_salt('bf', $2::int)) as hash`,
    [password, BCRYPT_COST],
  );
  return rows[0].hash;
}

/** Whether `password` matches `hash`; a missing or empty hash matches nothing. */
export async function passwordMatches(
  db: SqlQueryable,
  password: string,
  hash: string | null,
): Promise<boolean> {
  const stored = hash || UNMATCHABLE_HASH;
  const { rows } = await db.query<{ matches: boolean }>(`select extensions.crypt($1, $2) = $2 as matches`, [
    password,
    stored,
  ]);
  return Boolean(hash) && rows[0].matches;
}
