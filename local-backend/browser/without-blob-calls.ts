import type { PGliteWorker } from '@electric-sql/pglite/worker';

/** The part of PGliteWorker that asks its worker about COPY's `/dev/blob` around every statement. */
export type BlobCalls = Pick<PGliteWorker, '_handleBlob' | '_getWrittenBlob' | '_cleanupBlob'>;

/**
 * PGlite's query and exec ask the database three more times per statement than the statement
 * needs: hand over the blob for `COPY ... FROM '/dev/blob'`, fetch what `COPY ... TO '/dev/blob'`
 * wrote, clear both. Through PGliteWorker each is a message to the worker and back (a
 * BroadcastChannel), three of the twelve of a query with parameters. The local backend never
 * passes a blob nor copies to `/dev/blob`, so here those are answered in the page. A blob passed
 * after all is refused, not dropped.
 */
export function withoutBlobCalls<Database extends BlobCalls>(db: Database): Database {
  db._handleBlob = (blob) =>
    blob
      ? Promise.reject(new Error('The local database takes no blob: COPY through /dev/blob is not used here'))
      : Promise.resolve();
  db._getWrittenBlob = () => Promise.resolve(undefined);
  db._cleanupBlob = () => Promise.resolve();
  return db;
}
