import { env } from '../env';
import { requestPersistentStorage } from './storage-api';

/**
 * In local mode this browser holds the only copy of the user's work: ask it not to delete it
 * (after a sign-up, and when the app is installed). Hosted, the data lives in Supabase.
 */
export async function askToKeepLocalData(): Promise<void> {
  if (env.mode === 'local') await requestPersistentStorage();
}
