import { env } from '@/lib/env';
import type { AppSupabaseClient } from '@/lib/supabase';

/** The private bucket uploaded videos live in (one folder per user), hosted mode only. */
const UPLOAD_BUCKET = 'videos';
const PAGE = 100;

/** Removes the user's uploaded files: the database cannot, Supabase Storage owns them. */
async function removeUploadedFiles(client: AppSupabaseClient, userId: string): Promise<void> {
  const bucket = client.storage.from(UPLOAD_BUCKET);
  for (;;) {
    const { data, error } = await bucket.list(userId, { limit: PAGE });
    if (error) throw new Error(`Your uploaded videos could not be deleted: ${error.message}`);
    const paths = (data ?? []).filter((item) => item.id !== null).map((item) => `${userId}/${item.name}`);
    if (paths.length === 0) return;
    const removed = await bucket.remove(paths);
    if (removed.error) throw new Error(`Your uploaded videos could not be deleted: ${removed.error.message}`);
    if (paths.length < PAGE) return;
  }
}

/**
 * Deletes the signed-in user's account and all of its data (public.delete_own_account: the
 * profile, owned workspaces, videos, credits and their history), after removing their uploaded
 * files in hosted mode; then ends the session in this browser.
 */
export async function deleteOwnAccount(client: AppSupabaseClient, mode = env.mode): Promise<void> {
  const { data, error } = await client.auth.getUser();
  if (error || !data.user) throw error ?? new Error('Sign in to delete your account');
  if (mode === 'hosted') await removeUploadedFiles(client, data.user.id);
  const deleted = await client.rpc('delete_own_account');
  if (deleted.error) throw deleted.error;
  // The server no longer knows the session (it went with the user); supabase-js takes that
  // answer as signed out and clears the session here. Any other failure leaves a token that no
  // longer works anywhere, so it is not the user's problem: the account is gone either way.
  await client.auth.signOut({ scope: 'local' });
}
