import { describe, expect, it, vi } from 'vitest';
import { withoutBlobCalls, type BlobCalls } from './without-blob-calls';

function workerCalls() {
  const sent = vi.fn(() => Promise.resolve(undefined));
  const db: BlobCalls = { _handleBlob: sent, _getWrittenBlob: sent, _cleanupBlob: sent };
  return { db, sent };
}

describe('withoutBlobCalls', () => {
  it('answers the blob calls of a statement without a blob in the page', async () => {
    const { db, sent } = workerCalls();
    const patched = withoutBlobCalls(db);
    await patched._handleBlob(undefined);
    await expect(patched._getWrittenBlob()).resolves.toBeUndefined();
    await patched._cleanupBlob();
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a blob instead of dropping it', async () => {
    const { db, sent } = workerCalls();
    await expect(withoutBlobCalls(db)._handleBlob(new Blob(['1,2']))).rejects.toThrow(/takes no blob/);
    expect(sent).not.toHaveBeenCalled();
  });
});
