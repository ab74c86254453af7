import toast from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createQueryClient } from '../query-client';

/** The app's client without retries, so a failure is final at once. */
function client() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  return queryClient;
}

const failing = () => Promise.reject(new Error('network down'));

describe('the query client reports failures in one place', () => {
  afterEach(() => vi.restoreAllMocks());

  test('a failed read toasts its meta.errorToast as it is, once per query', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const queryClient = client();
    const read = {
      queryKey: ['keys', 'u1'],
      queryFn: failing,
      meta: { errorToast: 'Failed to load API keys' },
    };

    await expect(queryClient.fetchQuery(read)).rejects.toThrow('network down');
    await expect(queryClient.fetchQuery(read)).rejects.toThrow('network down');

    expect(errorToast).toHaveBeenCalledTimes(2);
    expect(errorToast).toHaveBeenNthCalledWith(1, 'Failed to load API keys', { id: expect.any(String) });
    // The second failure replaces the first toast rather than stacking another.
    expect(errorToast.mock.calls[1][1]).toEqual(errorToast.mock.calls[0][1]);
  });

  test('a read without meta.errorToast fails quietly (its screen says so)', async () => {
    const errorToast = vi.spyOn(toast, 'error');
    await expect(client().fetchQuery({ queryKey: ['quiet'], queryFn: failing })).rejects.toThrow();
    expect(errorToast).not.toHaveBeenCalled();
  });

  test("a failed write toasts its meta.errorToast followed by the error's text", async () => {
    const errorToast = vi.spyOn(toast, 'error');
    const queryClient = client();
    const mutation = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: failing, meta: { errorToast: 'Failed to save' } });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(errorToast).toHaveBeenCalledWith('Failed to save: network down');
  });
});
