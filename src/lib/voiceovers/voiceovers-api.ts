import { env, type BackendMode } from '../env';
import type { Tables } from '../database.types';
import { randomUuid } from '../ids';
import type { AppSupabaseClient } from '../supabase';
import { base64FromBytes } from './audio-base64';
import { bytesFromByteaHex } from './bytea-hex';

// The only module that reads, keeps or deletes a workspace's voice-overs (the text-to-speech
// function records those the server makes). Row level security decides who sees and deletes what.

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

/** What keepOwnVoiceover is refused with, worded for the screen. */
export const KEEP_VOICEOVER_ERRORS = {
  forbidden: "You can't create voice-overs in this workspace",
  failed: 'The voice-over could not be saved to the workspace. Please try again.',
} as const;

const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
};

/** The file name ending a voice-over's audio is kept under ('bin' for an unknown type). */
export function voiceoverExtension(contentType: string): string {
  return AUDIO_EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()] ?? 'bin';
}

export interface OwnVoiceover {
  workspaceId: string;
  scriptId?: string | null;
  scriptVersion?: number | null;
  /** As the server names it: the panel name for a panel voice, else the provider's voice id. */
  voice: string;
  text: string;
  audio: Blob;
}

/**
 * Keeps in the workspace a voice-over the caller made with their own key (nothing is charged)
 * and returns its id. Hosted, the audio goes to the Storage bucket first (removed again if the
 * voice-over is then refused); local mode gives it to the database with the row.
 */
export async function keepOwnVoiceover(
  client: AppSupabaseClient,
  voiceover: OwnVoiceover,
  mode: BackendMode = env.mode,
): Promise<string> {
  const id = randomUuid();
  const contentType = voiceover.audio.type || 'audio/mpeg';
  const bytes = new Uint8Array(await voiceover.audio.arrayBuffer());
  let storagePath: string | null = null;
  if (mode === 'hosted') {
    storagePath = `${voiceover.workspaceId}/${id}.${voiceoverExtension(contentType)}`;
    const uploaded = await client.storage
      .from(VOICEOVER_BUCKET)
      .upload(storagePath, bytes, { contentType, upsert: false });
    if (uploaded.error) {
      // Storage answers a write its policy refuses with statusCode '403'.
      const refused = (uploaded.error as { statusCode?: string }).statusCode === '403';
      throw new Error(refused ? KEEP_VOICEOVER_ERRORS.forbidden : KEEP_VOICEOVER_ERRORS.failed);
    }
  }
  // The rpc's optional arguments are typed as required; null is what they take for "none".
  const { data, error } = await client.rpc('keep_own_voiceover', {
    p_voiceover_id: id,
    p_workspace_id: voiceover.workspaceId,
    p_script_id: (voiceover.scriptId ?? null) as string,
    p_script_version: (voiceover.scriptVersion ?? null) as number,
    p_voice: voiceover.voice,
    p_text: voiceover.text,
    p_content_type: contentType,
    p_byte_size: bytes.byteLength,
    p_storage_path: storagePath as string,
    p_audio_base64: (storagePath === null ? base64FromBytes(bytes) : null) as string,
  });
  if (error) {
    if (storagePath)
      await client.storage
        .from(VOICEOVER_BUCKET)
        .remove([storagePath])
        .catch(() => undefined);
    throw new Error(error.code === '42501' ? KEEP_VOICEOVER_ERRORS.forbidden : KEEP_VOICEOVER_ERRORS.failed);
  }
  return data;
}

/** Frees an object URL `voiceoverAudioUrl` made (a signed URL needs nothing). */
export function releaseVoiceoverAudioUrl(url: string): void {
  if (url.startsWith('blob:')) URL.revokeObjectURL(url);
}
