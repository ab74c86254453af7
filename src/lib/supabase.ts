import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createRememberingStorage } from './auth/session-storage';
import { supabaseSessionKey } from './auth/stored-session';
import type { Database } from './database.types';
import { env } from './env';
import { sleep } from './sleep';
import {
  getLocalBackendStatus,
  LOCAL_ANON_KEY,
  setLocalBackendStatus,
  type BrowserLocalBackend,
  type LocalMail,
} from '../../local-backend';

/** The URL local-mode clients are made with; requests to it never leave the browser. */
export const LOCAL_SUPABASE_URL = 'http://local.creator-os.invalid';

let localBackend: Promise<BrowserLocalBackend> | null = null;

/** Starts the in-browser backend once (lazily: its database is several MB). */
export function startLocalBackend(): Promise<BrowserLocalBackend> {
  if (!localBackend) {
    localBackend = (async () => {
      const { startBrowserBackend, isFirstLocalRun } = await import('../../local-backend/browser');
      setLocalBackendStatus({ state: 'starting', firstRun: isFirstLocalRun() });
      const backend = await startBrowserBackend(LOCAL_SUPABASE_URL, env.localPlatformAdmins);
      setLocalBackendStatus({ state: 'ready' });
      return backend;
    })().catch((error: unknown) => {
      localBackend = null;
      const message = error instanceof Error ? error.message : String(error);
      setLocalBackendStatus({ state: 'failed', message });
      throw error;
    });
  }
  return localBackend;
}

/**
 * Starts the local backend ahead of the first request that needs it (nothing when hosted). Only
 * a backend that was never started: after a failure, the notice's Retry or the next request retries.
 */
export function warmLocalBackend(): void {
  if (env.mode === 'local' && getLocalBackendStatus().state === 'idle')
    startLocalBackend().catch(() => undefined);
}

/** Local mode sends no email: the messages auth would have sent, newest first. */
export async function readLocalInbox(email: string): Promise<LocalMail[]> {
  const backend = await startLocalBackend();
  const { readLocalMail } = await import('../../local-backend/browser');
  return readLocalMail(backend.db, email);
}

/** Session storage that follows the "Remember me" choice (localStorage or this tab only). */
export const sessionStorageChoice = createRememberingStorage();

/**
 * Drops the local session from storage without asking the backend (a restore replaces the accounts
 * it belongs to): the session and what supabase-js keeps beside it.
 */
export function forgetLocalSession(): void {
  const key = supabaseSessionKey(LOCAL_SUPABASE_URL);
  for (const suffix of ['', '-user', '-code-verifier']) sessionStorageChoice.removeItem(key + suffix);
}

/**
 * Each request is answered in a task of its own. The local backend's part before the database
 * (the request's parsing, its route, its SQL) is a few ms of main thread per request; run where
 * the request was made, it lengthened the task that made it: a screen's first commit, whose
 * effects start every read the screen shows, was a returning load's longest task.
 */
const localFetch: typeof fetch = async (input, init) => {
  const backend = await startLocalBackend();
  await sleep(0);
  return backend.fetch(input, init);
};

export type AppSupabaseClient = SupabaseClient<Database>;

function createAppClient(): AppSupabaseClient {
  if (env.mode === 'hosted' && env.supabaseUrl && env.supabaseAnonKey) {
    return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        storage: sessionStorageChoice,
      },
    });
  }
  return createClient<Database>(LOCAL_SUPABASE_URL, LOCAL_ANON_KEY, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storage: sessionStorageChoice,
    },
    global: { fetch: localFetch },
  });
}

/**
 * The build's prerender of the sign-in forms (scripts/prerender-pages.ts) renders with no client:
 * a render sends no request (the auth state is read in effects, which do not run there), and Node
 * has neither the browser's storage nor, before Node 22, a WebSocket to make one with. Anything
 * that touched it there would fail the page's render loudly rather than prerender a wrong page.
 */
function noClientWhilePrerendering(): AppSupabaseClient {
  return new Proxy({} as AppSupabaseClient, {
    get(_target, property) {
      throw new Error(`The data client was used while prerendering (${String(property)})`);
    },
  });
}

/** The app's one data client: hosted Supabase, or the same client answered in the browser. */
export const supabase: AppSupabaseClient = import.meta.env.SSR
  ? noClientWhilePrerendering()
  : createAppClient();
