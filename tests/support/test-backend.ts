import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { openEmptyDatabase, openEngine, startingAlone, type Engine } from './engines';

export const TEST_BACKEND_URL = 'http://127.0.0.1:54321';

function startBackend(db: SqlExecutor): Promise<LocalBackend> {
  return createLocalBackend({
    db,
    bootstrapSql: localBootstrapSql,
    migrations: localMigrations,
    url: TEST_BACKEND_URL,
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'test' },
  });
}

/** The local backend over a fresh PGlite or the run's PostgreSQL server, migrated. */
export async function createTestBackend(engine: Engine, db?: SqlExecutor): Promise<LocalBackend> {
  const executor = db ?? (await openEngine(engine));
  return startingAlone(engine, () => startBackend(executor));
}

/**
 * The backend over a database of its own, migrated here and removed on close. For tests whose
 * assertions cover every row of a table (the scheduler runs every workspace's due tasks), which
 * other test files, running at the same time on the run's shared database, would change under them.
 */
export async function createTestBackendAlone(engine: Engine, label: string): Promise<LocalBackend> {
  const { db, drop } = await openEmptyDatabase(engine, label);
  try {
    return { ...(await startBackend(db)), close: drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

/** A real supabase-js client talking to the backend, as the app's would (no shared session). */
export function clientFor(backend: LocalBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: backend.fetch },
  });
}

let counter = 0;
/** An email no other test in the run uses, so tests isolate by user on a shared database. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs a new user up through the real client and returns the signed-in client and user id. */
export async function signedInClient(
  backend: LocalBackend,
  metadata: Record<string, string> = { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Engines' },
): Promise<{ client: SupabaseClient; userId: string; email: string; password: string }> {
  const client = clientFor(backend);
  const email = uniqueEmail();
  const password = 'correct-horse-battery';
  const { data, error } = await client.auth.signUp({ email, password, options: { data: metadata } });
  if (error) throw error;
  if (!data.session || !data.user) throw new Error('Local sign-up returned no session');
  return { client, userId: data.user.id, email, password };
}
