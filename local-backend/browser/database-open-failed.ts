// Its own module: the page imports it without the worker's code (serve-database-to-tabs.ts).

/** The message a worker sends its page when it was elected but could not open the database. */
export const DATABASE_OPEN_FAILED = 'creator-os-database-open-failed';
