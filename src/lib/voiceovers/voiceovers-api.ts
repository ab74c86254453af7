import type { Tables } from '../database.types';
import type { AppSupabaseClient } from '../supabase';
import { bytesFromByteaHex } from './bytea-hex';

// The only module that reads or deletes a workspace's voice-overs (the text-to-speech function
// records them). Row level security decides who sees and deletes what.

/** The Storage bucket that keeps hosted voice-overs' audio (private: read through signed URLs). */
export const VOICEOVER_BUCKET = 'voiceovers';

/** How long a signed URL to a voice-over's audio stays valid, in seconds. */
export const VOICEOVER_URL_SECONDS = 3600;

export type Voiceover = Pick<
  Tables<'voiceovers'>,
  | 'id'
  | 'workspace_id'
  | 'author_id'
  | 'script_id'
  | 'script_version'
  | 'voice'
  | 'text'
  | 'content_type'
  | 'byte_size'
  | 'storage_path'
  | 'created_at'
>;

const COLUMNS =
  'id, workspace_id, author_id, script_id, script_version, voice, text, content_type, byte_size, storage_path, created_at';

/** Escapes the wildcards of an ilike pattern, so a search for "50%" means 50%. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The workspace's voice-overs, newest first; `search` narrows by their text (any case). */
export async function listVoiceovers(
  client: AppSupabaseClient,
  workspaceId: string,
  search = '',
): Promise<Voiceover[]> {
  let query = client.from('voiceovers').select(COLUMNS).eq('workspace_id', workspaceId);
  if (search.trim()) query = query.ilike('text', likePattern(search.trim()));
  const { data, error } = await query.order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

/**
 * Deletes a voice-over (its author, an admin or the owner may). Hosted audio is removed from
 * Storage first: the Storage policy finds the voice-over to decide, so it must still exist.
 */
export async function deleteVoiceover(
  client: AppSupabaseClient,
  voiceover: Pick<Voiceover, 'id' | 'storage_path'>,
): Promise<void> {
  if (voiceover.storage_path) {
    const removed = await client.storage.from(VOICEOVER_BUCKET).remove([voiceover.storage_path]);
    if (removed.error) throw new Error('The voice-over could not be deleted. Please try again.');
  }
  const { data, error } = await client.from('voiceovers').delete().eq('id', voiceover.id).select('id');
  if (error) throw new Error('The voice-over could not be deleted. Please try again.');
  if (data.length === 0) throw new Error('This voice-over was deleted or you may not delete it');
}

/**
 * An address the browser can play and download a voice-over from: a signed URL for hosted
 * audio (valid an hour), else an object URL over the audio kept in the database. Give the
 * object URL back with `releaseVoiceoverAudioUrl` when it is no longer shown.
 */
export async function voiceoverAudioUrl(
  client: AppSupabaseClient,
  voiceover: Pick<Voiceover, 'id' | 'content_type' | 'storage_path'>,
): Promise<string> {
  if (voiceover.storage_path) {
    const { data, error } = await client.storage
      .from(VOICEOVER_BUCKET)
      .createSignedUrl(voiceover.storage_path, VOICEOVER_URL_SECONDS);
    if (error) throw new Error('The voice-over’s audio could not be opened');
    return data.signedUrl;
  }
  const { data, error } = await client
    .from('voiceover_audio')
    .select('audio')
    .eq('voiceover_id', voiceover.id)
    .maybeSingle();
  if (error || !data) throw new Error('The voice-over’s audio could not be opened');
  const audio = new Blob([bytesFromByteaHex(data.audio as string)], { type: voiceover.content_type });
  return URL.createObjectURL(audio);
}

/** Frees an object URL `voiceoverAudioUrl` made (a signed URL needs nothing). */
export function releaseVoiceoverAudioUrl(url: string): void {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url);
}
