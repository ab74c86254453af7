import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query/query-client';

/** The app's query client without retries (a failure shows at once), new for each rendered tree. */
function createTestQueryClient() {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/**
 * Wraps a tree in its own query client, so tests never share cached answers. `seed` puts
 * answers in it first (a screen's read that the test does not exercise).
 */
export function TestQueryProvider({
  children,
  seed,
}: {
  children: ReactNode;
  seed?: (client: QueryClient) => void;
}) {
  const [client] = useState(() => {
    const created = createTestQueryClient();
    seed?.(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
