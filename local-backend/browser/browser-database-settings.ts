import { PGlite } from '@electric-sql/pglite';

/**
 * Postgres's start settings for the browser's database, on top of PGlite's own.
 *
 * PGlite keeps Postgres's default of 128 MB of shared buffers, which Postgres allocates and
 * zeroes at every start: 142 MB of shared memory in all, about 85 ms of `memset` in a profile of
 * the worker, and memory a phone keeps for nothing. The local database is about 10 MB, and a page
 * not in the buffers is read from PGlite's in-memory file system, so 16 MB loses nothing.
 */
const BROWSER_DATABASE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/** PGlite's `startParams` for the browser's database: PGlite's defaults, then the settings above. */
export const BROWSER_START_PARAMS = [...PGlite.defaultStartParams, ...BROWSER_DATABASE_SETTINGS];
