import type { SupabaseClient } from '@supabase/supabase-js';
import type { ServerEnv } from '../../context.ts';
import { HttpError } from '../../request.ts';
import { toBase64 } from './voice-renders.ts';

/** What a caller who may not make voice-overs in a workspace is answered (403). */
export const VOICEOVER_FORBIDDEN = "You can't create voice-overs in this workspace";

/** The private Storage bucket that keeps hosted voice-overs' audio. */
export const VOICEOVER_BUCKET = 'voiceovers';

/**
 * Where the server keeps a voice-over's audio: the Storage bucket (hosted, the default) or the
 * database (VOICE_AUDIO_STORE=database: the local backend, which has no Storage API).
 */
export type VoiceAudioStore = 'storage' | 'database';

export function voiceAudioStore(env: ServerEnv): VoiceAudioStore {
  return env.VOICE_AUDIO_STORE === 'database' ? 'database' : 'storage';
}

/** The workspace (and script) a voice-over is recorded in. */
export interface VoiceoverTarget {
  workspaceId: string;
  scriptId: string | null;
  scriptVersion: number | null;
}

interface RpcError {
  code?: string;
  message: string;
  hint?: string | null;
}

function refusal(fn: string, error: RpcError): Error {
  if (error.hint === 'voiceover_forbidden') return new HttpError(403, VOICEOVER_FORBIDDEN);
  // 22023 is what our SQL functions raise for a bad argument, worded for the caller.
  if (error.code === '22023') return new HttpError(400, error.message);
  return new Error(`${fn} failed: ${error.message}`);
}

async function voiceoverRpc<Row>(admin: SupabaseClient, fn: string, args: Record<string, unknown>) {
  const { data, error } = await admin.rpc(fn, args);
  if (error) throw refusal(fn, error as RpcError);
  return data as Row;
}

/** Refuses (403, 400) a voice-over the user may not make in that workspace; call it before spending. */
export async function checkVoiceoverTarget(
  admin: SupabaseClient,
  userId: string,
  target: VoiceoverTarget,
): Promise<void> {
  await voiceoverRpc(admin, 'check_voiceover_target', {
    p_user_id: userId,
    p_workspace_id: target.workspaceId,
    p_script_id: target.scriptId,
    p_script_version: target.scriptVersion,
  });
}

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/ogg': 'ogg',
  'audio/webm': 'webm',
  'audio/aac': 'aac',
};

/** The file name ending for an audio content type ('audio' when it is not a known one). */
export function audioExtension(contentType: string): string {
  return EXTENSIONS[contentType.split(';')[0].trim().toLowerCase()] ?? 'audio';
}

/**
 * Records a voice-over the user paid for and keeps its audio: uploaded to the Storage bucket at
 * '<workspace>/<id>.<ext>', or given to the database with the row. `id` is the id its usage
 * entry carries, so recording it again records nothing and answers the same id.
 */
export async function recordVoiceover(
  admin: SupabaseClient,
  store: VoiceAudioStore,
  voiceover: VoiceoverTarget & {
    id: string;
    userId: string;
    voice: string;
    text: string;
    audio: Blob;
  },
): Promise<string> {
  const contentType = voiceover.audio.type || 'audio/mpeg';
  const bytes = new Uint8Array(await voiceover.audio.arrayBuffer());
  let storagePath: string | null = null;
  if (store === 'storage') {
    storagePath = `${voiceover.workspaceId}/${voiceover.id}.${audioExtension(contentType)}`;
    const { error } = await admin.storage
      .from(VOICEOVER_BUCKET)
      .upload(storagePath, bytes, { contentType, upsert: true });
    if (error) throw new Error(`The voice-over's audio could not be uploaded: ${error.message}`);
  }
  return voiceoverRpc<string>(admin, 'record_voiceover', {
    p_voiceover_id: voiceover.id,
    p_user_id: voiceover.userId,
    p_workspace_id: voiceover.workspaceId,
    p_script_id: voiceover.scriptId,
    p_script_version: voiceover.scriptVersion,
    p_voice: voiceover.voice,
    p_text: voiceover.text,
    p_content_type: contentType,
    p_byte_size: bytes.byteLength,
    p_storage_path: storagePath,
    p_audio_base64: storagePath === null ? toBase64(bytes) : null,
  });
}

/** The id of the voice-over recorded under `id`, or null when none was. */
export async function recordedVoiceoverId(admin: SupabaseClient, id: string): Promise<string | null> {
  const { data, error } = await admin.from('voiceovers').select('id').eq('id', id).maybeSingle();
  if (error) throw new Error(`The voice-over could not be read: ${error.message}`);
  return (data as { id: string } | null)?.id ?? null;
}

// The browser names an own-key voice-over's voice the same way.
export { voiceLabel } from '../voice.ts';
