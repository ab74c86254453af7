import { createClient } from '@supabase/supabase-js';
import type { FunctionHandler, ServerEnv } from '../supabase/functions/_shared/context.ts';
import { LOCAL_ANON_KEY } from './constants';
import { handleAuthRequest } from './auth/handle-auth-request';
import { identifyCaller, type BackendContext } from './context';
import { handleFunctionRequest } from './functions/handle-function-request';
import { describeErrorForLog, describeRequestForLog, jsonResponse } from './http';
import { createJwtService, loadJwtSecret } from './jwt';
import { applyMigrations, type Migration, type MigrationReport } from './migrations';
import { handlePostgrestRequest } from './postgrest/handle-postgrest-request';
import type { SqlExecutor } from './sql-executor';

export interface LocalBackendOptions {
  db: SqlExecutor;
  bootstrapSql: string;
  migrations: Migration[];
  /** The base URL clients are created with; requests under it are answered here. */
  url: string;
  functions: Readonly<Record<string, FunctionHandler>>;
  /** The configuration server functions read in this mode (no platform secrets in a browser). */
  functionEnv: ServerEnv;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  /** A service-role JWT for this install: for server-side code only (functions, tests). */
  serviceRoleKey: string;
  /** A fetch that answers supabase-js's calls: pass it as `global.fetch`. */
  fetch: typeof fetch;
  migrations: MigrationReport;
  db: SqlExecutor;
  close(): Promise<void>;
}

const SERVICE_ROLE_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

/** Migrates the database, then answers /auth/v1, /rest/v1 and /functions/v1 over it. */
export async function createLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const { db } = options;
  const migrations = await applyMigrations(db, options.bootstrapSql, options.migrations);
  const jwt = createJwtService(await loadJwtSecret(db));
  const serviceRoleKey = await jwt.sign({ role: 'service_role' }, SERVICE_ROLE_LIFETIME_SECONDS);
  const url = options.url.replace(/\/+$/, '');
  const ctx: BackendContext = { db, jwt, anonKey: LOCAL_ANON_KEY, url };

  const answer = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    const route = /^\/(auth|rest|functions)\/v1(\/.*)?$/.exec(pathname);
    if (!route) return jsonResponse({ message: `No local route for ${pathname}` }, 404);
    const rest = route[2] ?? '/';
    if (route[1] === 'auth') return handleAuthRequest(request, rest, ctx);
    if (route[1] === 'rest') return handlePostgrestRequest(request, rest, ctx);
    // Like the hosted gateway: a function is called with the anon key or a valid user JWT.
    if (request.method !== 'OPTIONS') {
      const caller = await identifyCaller(request, ctx);
      if (!caller.ok) return jsonResponse({ code: 401, message: 'Invalid JWT' }, 401);
    }
    return handleFunctionRequest(request, rest.slice(1), options.functions, {
      admin: adminClient,
      env: options.functionEnv,
    });
  };

  const localFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    try {
      return await answer(request);
    } catch (error) {
      console.error('Local backend failed on', describeRequestForLog(request), describeErrorForLog(error));
      return jsonResponse(
        { message: 'The local backend failed on this request', code: 'local_backend_error' },
        500,
      );
    }
  };

  const adminClient = createClient(url, serviceRoleKey, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // Its own key: under the app client's (the same URL's default) auth-js warns of two clients
      // sharing one session store on every page load. This one keeps no session at all.
      storageKey: 'creator-os-local-backend-admin',
    },
    global: { fetch: localFetch },
  });

  return {
    url,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey,
    fetch: localFetch,
    migrations,
    db,
    close: () => db.close(),
  };
}
