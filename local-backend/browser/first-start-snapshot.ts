/**
 * The migrated data directory to start a new browser database from, or undefined to let PGlite
 * run initdb (an existing database, no snapshot in this build, or one that cannot be fetched).
 * PGlite keeps an `idb://name` database in the IndexedDB database `/pglite/name`.
 */
export async function firstStartSnapshot(
  dataDir: string | undefined,
  snapshotUrl: string | null | undefined,
): Promise<Blob | undefined> {
  if (!snapshotUrl || !dataDir?.startsWith('idb://')) return undefined;
  if (await databaseExists(`/pglite/${dataDir.slice('idb://'.length)}`)) return undefined;
  try {
    const response = await fetch(snapshotUrl);
    return response.ok ? await response.blob() : undefined;
  } catch {
    return undefined;
  }
}

/** True when the IndexedDB database exists, or when the browser cannot tell (then nothing is loaded). */
async function databaseExists(name: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === name);
  } catch {
    return true;
  }
}
