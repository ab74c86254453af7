import { QueryClient, QueryObserver, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, test, vi } from 'vitest';
import { memoryQueryCacheStore } from '../query-cache-store';
import { createUserQueryCache, DEFAULT_MAX_AGE_MS, userEntryKey } from '../user-query-cache';

const BUILD = 'build-1';

function setup(store = memoryQueryCacheStore()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cache = createUserQueryCache({ queryClient, store, buster: BUILD, saveEveryMs: 5 });
  return { queryClient, cache, store };
}

/** An entry as a build saves it: `data` by key, all of it read successfully. */
function entry(data: [unknown[], unknown][], { buster = BUILD, timestamp = Date.now() } = {}) {
  const queries = data.map(([queryKey, value]) => ({
    queryKey,
    queryHash: JSON.stringify(queryKey),
    state: {
      data: value,
      dataUpdateCount: 1,
      dataUpdatedAt: timestamp,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  }));
  return { buster, timestamp, clientState: { mutations: [], queries } as unknown as DehydratedState };
}

const savedKeys = (state: DehydratedState | undefined) => state?.queries.map((query) => query.queryKey);

async function savedEntry(store: ReturnType<typeof memoryQueryCacheStore>, userId: string) {
  await expect.poll(() => store.entries.has(userEntryKey(userId))).toBe(true);
  return store.entries.get(userEntryKey(userId));
}

describe('the per-user query cache', () => {
  test("writes the user's successful queries, never a secret, a payment, a failure or a mutation", async () => {
    const { queryClient, cache, store } = setup();
    await cache.open('u1', { keep: true });

    queryClient.setQueryData(['credits', 'u1', 'balance'], { available_credits: 42 });
    queryClient.setQueryData(['partner', 'u1', 'webhook-settings'], { secret: 'whsec_123' });
    queryClient.setQueryData(['partner', 'u1', 'keys'], [{ key_prefix: 'psf_live_abc' }]);
    queryClient.setQueryData(['payment-methods', 'u1'], [{ last4: '4242' }]);
    await queryClient
      .fetchQuery({ queryKey: ['profile', 'u1'], queryFn: () => Promise.reject(new Error('down')) })
      .catch(() => undefined);
    // A one-showing read (a signed audio address) is dropped as soon as it is not shown.
    await queryClient.fetchQuery({
      queryKey: ['voiceovers', 'w1', 'audio', 'v1'],
      queryFn: () => 'https://signed.example/audio?token=secret',
      gcTime: 0,
    });
    const saving = queryClient.getMutationCache().build(queryClient, {
      mutationFn: (password: string) => Promise.resolve(password),
    });
    await saving.execute('correct-horse-battery');
    queryClient.setQueryData(['workspaces', 'u1', 'list'], [{ name: "Ada's workspace" }]);

    await expect
      .poll(async () => savedKeys((await store.get(userEntryKey('u1')))?.clientState))
      .toEqual([
        ['credits', 'u1', 'balance'],
        ['workspaces', 'u1', 'list'],
      ]);
    const written = JSON.stringify([...store.entries.values()]);
    for (const secret of ['whsec_123', 'psf_live_abc', '4242', 'correct-horse-battery', 'token=secret']) {
      expect(written).not.toContain(secret);
    }
  });

  test("restores the user's own entry, marked stale so every screen reads it again", async () => {
    const store = memoryQueryCacheStore();
    await store.set(userEntryKey('u1'), entry([[['credits', 'u1', 'balance'], { available_credits: 42 }]]));
    const { queryClient, cache } = setup(store);

    await cache.open('u1', { keep: true });

    expect(queryClient.getQueryData(['credits', 'u1', 'balance'])).toEqual({ available_credits: 42 });
    expect(queryClient.getQueryState(['credits', 'u1', 'balance'])?.isInvalidated).toBe(true);
    expect(
      queryClient
        .getQueryCache()
        .find({ queryKey: ['credits', 'u1', 'balance'] })
        ?.isStale(),
    ).toBe(true);
  });

  test('a restored query is not read when a screen first shows it, but once revalidate is called', async () => {
    const store = memoryQueryCacheStore();
    const shown = ['credits', 'u1', 'balance'];
    const notShown = ['workspaces', 'u1', 'list'];
    await store.set(
      userEntryKey('u1'),
      entry([
        [shown, { available_credits: 42 }],
        [notShown, [{ name: 'Old name' }]],
      ]),
    );
    const { queryClient, cache } = setup(store);
    await cache.open('u1', { keep: true });
    const readShown = vi.fn(() => Promise.resolve({ available_credits: 41 }));
    const readNotShown = vi.fn(() => Promise.resolve([{ name: 'New name' }]));

    const screen = new QueryObserver(queryClient, { queryKey: shown, queryFn: readShown });
    const stop = screen.subscribe(() => undefined);
    expect(screen.getCurrentResult().data).toEqual({ available_credits: 42 });
    expect(readShown).not.toHaveBeenCalled();

    cache.revalidate();
    await vi.waitFor(() => expect(screen.getCurrentResult().data).toEqual({ available_credits: 41 }));
    expect(readShown).toHaveBeenCalledTimes(1);
    // Not shown: read when a screen next shows it, as any stale query is.
    expect(readNotShown).not.toHaveBeenCalled();
    const later = new QueryObserver(queryClient, { queryKey: notShown, queryFn: readNotShown });
    const stopLater = later.subscribe(() => undefined);
    await vi.waitFor(() => expect(later.getCurrentResult().data).toEqual([{ name: 'New name' }]));
    stop();
    stopLater();
  });

  test('revalidate starts one read per task, and skips a query a screen has read meanwhile', async () => {
    const store = memoryQueryCacheStore();
    const keys = [
      ['credits', 'u1', 'balance'],
      ['credits', 'u1', 'plans'],
      ['profile', 'u1'],
    ];
    await store.set(userEntryKey('u1'), entry(keys.map((key) => [key, 'old'])));
    const { queryClient, cache } = setup(store);
    await cache.open('u1', { keep: true });
    const reads = keys.map(() => vi.fn(() => Promise.resolve('new')));
    const screens = keys.map((queryKey, index) => {
      const observer = new QueryObserver(queryClient, { queryKey, queryFn: reads[index] });
      return { observer, stop: observer.subscribe(() => undefined) };
    });
    // The third screen's query is read by its screen before revalidate reaches it.
    void screens[2]?.observer.refetch();

    cache.revalidate();
    expect(reads.map((read) => read.mock.calls.length)).toEqual([1, 0, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.map((read) => read.mock.calls.length)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.map((read) => read.mock.calls.length)).toEqual([1, 1, 1]);
    for (const screen of screens) expect(screen.observer.getCurrentResult().data).toBe('new');
    for (const screen of screens) screen.stop();
  });

  test("never reads another user's entry, and deletes it", async () => {
    const store = memoryQueryCacheStore();
    await store.set(
      userEntryKey('alice'),
      entry([[['workspaces', 'alice', 'list'], [{ name: 'Alice HQ' }]]]),
    );
    const { queryClient, cache } = setup(store);

    await cache.open('bob', { keep: true });

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    await expect.poll(() => [...store.entries.keys()]).toEqual([]);
  });

  test("drops another build's entry and one older than the limit, unread", async () => {
    const store = memoryQueryCacheStore();
    const tooOld = Date.now() - DEFAULT_MAX_AGE_MS - 60_000;
    await store.set(userEntryKey('u1'), entry([[['credits', 'u1'], 1]], { buster: 'build-0' }));
    await store.set(userEntryKey('u2'), entry([[['credits', 'u2'], 2]], { timestamp: tooOld }));

    const first = setup(store);
    await first.cache.open('u1', { keep: true });
    expect(first.queryClient.getQueryData(['credits', 'u1'])).toBeUndefined();

    await store.set(userEntryKey('u2'), entry([[['credits', 'u2'], 2]], { timestamp: tooOld }));
    const second = setup(store);
    await second.cache.open('u2', { keep: true });
    expect(second.queryClient.getQueryData(['credits', 'u2'])).toBeUndefined();
    await expect.poll(() => store.entries.has(userEntryKey('u2'))).toBe(false);
  });

  test('a switch to another user drops the previous one’s queries from memory', async () => {
    const { queryClient, cache } = setup();
    await cache.open('alice', { keep: true });
    queryClient.setQueryData(['scripts', 'alice-workspace'], [{ title: 'Secret plans' }]);

    await cache.open('bob', { keep: true });

    expect(queryClient.getQueryData(['scripts', 'alice-workspace'])).toBeUndefined();
  });

  test('sign-out deletes every entry, and a write already scheduled never lands', async () => {
    const store = memoryQueryCacheStore();
    const queryClient = new QueryClient();
    const cache = createUserQueryCache({ queryClient, store, buster: BUILD, saveEveryMs: 30 });
    await cache.open('u1', { keep: true });
    queryClient.setQueryData(['credits', 'u1', 'balance'], 1);
    await savedEntry(store, 'u1');

    queryClient.setQueryData(['credits', 'u1', 'balance'], 2); // a write is now scheduled
    await cache.forget();

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect([...store.entries.keys()]).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect([...store.entries.keys()]).toEqual([]);
  });

  test('without "Remember me" nothing is restored or written, and an earlier entry goes', async () => {
    const store = memoryQueryCacheStore();
    await store.set(userEntryKey('u1'), entry([[['credits', 'u1', 'balance'], 42]]));
    const { queryClient, cache } = setup(store);

    await cache.open('u1', { keep: false });
    queryClient.setQueryData(['profile', 'u1'], { first_name: 'Ada' });

    expect(queryClient.getQueryData(['credits', 'u1', 'balance'])).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...store.entries.keys()]).toEqual([]);
  });

  test('a store that never answers holds the screens back no longer than the limit', async () => {
    const stuck = { ...memoryQueryCacheStore(), get: () => new Promise<never>(() => {}) };
    const queryClient = new QueryClient();
    const cache = createUserQueryCache({ queryClient, store: stuck, buster: BUILD, restoreLimitMs: 10 });
    await expect(cache.open('u1', { keep: true })).resolves.toBeUndefined();
  });
});
