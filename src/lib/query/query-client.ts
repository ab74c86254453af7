import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { env } from '@/lib/env';
import { getErrorMessage } from '@/lib/get-error-message';
import { coalescedTimeouts } from './coalesced-timeouts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * Toasted when the mutation fails, followed by the error's own text: the one place a
       * failed write is reported (see createQueryClient). Leave it out when the screen shows
       * the failure itself.
       */
      errorToast?: string;
    };
    queryMeta: {
      /**
       * Toasted, as it is, when a read fails for good (after its retries), once however many
       * screens show the query: the one place a failed load is reported (see createQueryClient).
       * Leave it out when the screen shows the failure itself.
       */
      errorToast?: string;
    };
  }
}

/** Texts of the failure toast a mutation's `meta.errorToast` asks for. */
export function mutationErrorText(prefix: string, error: unknown): string {
  return `${prefix}: ${getErrorMessage(error, 'Unknown error')}`;
}

/**
 * The app's server-state cache. Reads are fresh for 30 s, then refetched in the background
 * when a screen mounts or the window regains focus, so two tabs agree after a focus. In local
 * mode the database is in the browser, so being offline pauses nothing.
 */
export function createQueryClient(): QueryClient {
  const networkMode = env.mode === 'local' ? 'always' : 'online';
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true, networkMode },
      mutations: { retry: 0, networkMode },
    },
    queryCache: new QueryCache({
      onError(_error, query) {
        const text = query.meta?.errorToast;
        // One toast per query: a failed retry replaces it rather than stacking another.
        if (text) toast.error(text, { id: `query-error:${query.queryHash}` });
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _result, mutation) {
        const prefix = mutation.meta?.errorToast;
        if (prefix) toast.error(mutationErrorText(prefix, error));
      },
    }),
  });
}

// Set before the app's client makes its first timeout (the provider is the library's, for every
// client). Not under Vitest: tests that fake some clocks but not others would see timeouts fall
// due on the one clock and wait on the other; coalesced-timeouts.test.ts covers the provider.
if (import.meta.env.MODE !== 'test') timeoutManager.setTimeoutProvider(coalescedTimeouts());

/** The one cache of the signed-in app (created when the session layout's chunk loads). */
export const queryClient = createQueryClient();
