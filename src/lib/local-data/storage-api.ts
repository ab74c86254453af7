import { readLastBackupAt } from './last-backup';

/** How this browser keeps the local database: what the Storage on this device card shows. */
export interface StorageStatus {
  /** Whether the browser can be asked to keep the data (navigator.storage.persist). */
  canAskToKeep: boolean;
  /** True when the browser has promised not to delete the site's data on its own. */
  persisted: boolean;
  /** Bytes the site uses, and may use, as the browser estimates them (null when it cannot say). */
  usage: number | null;
  quota: number | null;
  /** The last backup saved from this browser (ISO 8601), or null. */
  lastBackupAt: string | null;
}

// navigator.storage is missing outside secure contexts and in older browsers.
const storageManager = (): StorageManager | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

export async function readStorageStatus(): Promise<StorageStatus> {
  const storage = storageManager();
  const [persisted, estimate] = await Promise.all([
    storage?.persisted ? storage.persisted().catch(() => false) : false,
    storage?.estimate ? storage.estimate().catch(() => undefined) : undefined,
  ]);
  return {
    canAskToKeep: typeof storage?.persist === 'function',
    persisted,
    usage: estimate?.usage ?? null,
    quota: estimate?.quota ?? null,
    lastBackupAt: readLastBackupAt(),
  };
}

/**
 * Asks the browser to keep the site's data even under storage pressure. Browsers decide on their
 * own (Chromium by how the site is used, Firefox by asking the user); the answer is whether it did.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  if (typeof storage?.persist !== 'function') return false;
  try {
    return await storage.persist();
  } catch {
    return false;
  }
}
