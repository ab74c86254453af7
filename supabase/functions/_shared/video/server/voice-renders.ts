import type { SupabaseClient } from '@supabase/supabase-js';
import type { Enums } from '../../database.types.ts';
import { serviceRpc } from './service-rpc.ts';

/**
 * Where a kept voice-over came from: the voice provider (its bytes are kept) or the sample voice
 * (deterministic, so it is made again from the request instead).
 */
export type VoiceRenderSource = Enums<'voice_render_source'>;

export interface KeptVoiceRender {
  source: VoiceRenderSource;
  contentType: string;
  /** Null for the sample voice. */
  audio: Uint8Array<ArrayBuffer> | null;
}

/**
 * A fresh id for one voice-over request, written as its usage entry's entity_id: a spend that
 * comes back with another id is a replay of an earlier request. (crypto.randomUUID is missing
 * outside secure contexts, where local mode may run these handlers.)
 */
export function newRenderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const CHUNK = 0x8000;

/** Bytes as base64 text, how the SQL functions take audio. */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Keeps the audio of the voice-over a usage entry paid for (record_voice_render). */
export async function keepVoiceRender(
  admin: SupabaseClient,
  render: {
    userId: string;
    usageEntryId: string;
    renderId: string;
    source: VoiceRenderSource;
    audio: Blob;
  },
): Promise<void> {
  await serviceRpc(admin, 'record_voice_render', {
    p_user_id: render.userId,
    p_usage_entry_id: render.usageEntryId,
    p_render_id: render.renderId,
    p_source: render.source,
    p_content_type: render.audio.type || 'audio/mpeg',
    p_audio_base64:
      render.source === 'provider' ? toBase64(new Uint8Array(await render.audio.arrayBuffer())) : null,
  });
}

/** The kept audio of a user's voice-over, or null while its first request is still making it. */
export async function keptVoiceRender(
  admin: SupabaseClient,
  userId: string,
  usageEntryId: string,
): Promise<KeptVoiceRender | null> {
  const kept = await serviceRpc<{
    source: VoiceRenderSource;
    content_type: string;
    audio: string | null;
  } | null>(admin, 'voice_render_of', { p_user_id: userId, p_usage_entry_id: usageEntryId });
  if (!kept) return null;
  return {
    source: kept.source,
    contentType: kept.content_type,
    audio: kept.audio === null ? null : fromBase64(kept.audio),
  };
}
