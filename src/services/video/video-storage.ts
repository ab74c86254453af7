import { env } from '@/lib/env';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

/** The private storage bucket uploads go to, one folder per user. */
export const UPLOAD_BUCKET = 'videos';

/** A name safe in a storage path: letters, digits, dot, dash and underscore. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-');
  return cleaned.replace(/^-+|-+$/g, '').slice(-120) || 'video';
}

/**
 * Stores an uploaded video under `<user_id>/<timestamp>-<name>` in the private bucket (hosted
 * mode). Local mode has no storage service: the video stays in this browser (null).
 */
export async function storeUploadedVideo(
  file: File,
  client: AppSupabaseClient = supabase,
  mode = env.mode,
): Promise<{ path: string } | null> {
  if (mode !== 'hosted') return null;
  const { data: auth, error: authError } = await client.auth.getUser();
  if (authError || !auth.user) throw authError ?? new Error('Sign in to upload videos');
  const path = `${auth.user.id}/${Date.now()}-${safeFileName(file.name)}`;
  const { error } = await client.storage
    .from(UPLOAD_BUCKET)
    .upload(path, file, { contentType: file.type || 'video/mp4', upsert: false });
  if (error) throw error;
  return { path };
}
