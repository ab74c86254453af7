import type { FunctionContext } from '../context.ts';
import { corsHeaders } from '../http.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, VIDEO_FAILURE } from '../route.ts';
import { speechText, TextToSpeechBody } from '../schemas/voice-request.ts';
import { VOICE_COST } from '../video/costs.ts';
import { MOCK_VOICE_CONTENT_TYPE, synthesizeMockSpeech } from '../video/mock-voice.ts';
import { refundCredits, spendCreditsFor } from '../video/server/jobs.ts';
import { platformVoiceClient, voiceMockEnabled } from '../video/server/platform.ts';
import { IDEMPOTENCY_ERRORS } from '../video/server/service-rpc.ts';
import {
  checkVoiceoverTarget,
  recordedVoiceoverId,
  recordVoiceover,
  voiceAudioStore,
  voiceLabel,
  type VoiceoverTarget,
} from '../video/server/voice-overs.ts';
import { keepVoiceRender, keptVoiceRender, newRenderId } from '../video/server/voice-renders.ts';
import { voiceRequest } from '../video/server/voice-request.ts';
import { VOICE_ERRORS } from '../video/voice.ts';

/**
 * The audio answer, with CORS; `replayed` marks the stored result of an earlier request and
 * `voiceoverId` names the voice-over recorded in a workspace, if one was.
 */
function audioAnswer(audio: Blob, replayed: boolean, voiceoverId: string | null): Response {
  return new Response(audio, {
    status: 200,
    headers: {
      ...corsHeaders,
      'Access-Control-Expose-Headers': 'Content-Type, Content-Length, Idempotent-Replayed, Voiceover-Id',
      'Content-Type': audio.type || 'audio/mpeg',
      'Content-Length': String(audio.size),
      'Cache-Control': 'no-store',
      ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      ...(voiceoverId ? { 'Voiceover-Id': voiceoverId } : {}),
    },
  });
}

/** The audio an earlier request under the same key made: kept, or the sample made again. */
async function replayedAudio(context: FunctionContext, userId: string, usageEntryId: string, text: string) {
  const kept = await keptVoiceRender(context.admin, userId, usageEntryId);
  if (!kept) throw new HttpError(409, IDEMPOTENCY_ERRORS.inProgress);
  const bytes = kept.audio ?? synthesizeMockSpeech(text);
  return new Blob([bytes], { type: kept.contentType });
}

/**
 * A voice-over. POST; signed in. Body `{ text, voiceId?, modelId?, voiceSettings?,
 * idempotencyKey?, workspaceId?, scriptId?, scriptVersion? }` (text 1..5000 characters after trimming; voiceId an ElevenLabs id or a
 * panel name, Bella by default). Spends 1 credit (402 `{ error: 'Insufficient credits' }` when
 * short), then ElevenLabs with the platform key (ELEVENLABS_API_KEY) or, without one and with
 * VOICE_MOCK=enabled, the sample voice. Answers the audio itself (audio/mpeg from ElevenLabs,
 * audio/wav for the sample). A provider failure refunds the credit: 502 "Failed to generate
 * speech". 503 when the server has no voice service at all (nothing is spent).
 *
 * An idempotencyKey is bound to the request that first used it (text, voice, model, settings,
 * with defaults filled in) in the voice spender's own key scope. Replaying that request answers
 * the same audio (header `Idempotent-Replayed: true`) without spending or calling the provider
 * again; a different request under the key is a 409, as is a replay while the first request is
 * still running or after it was refunded.
 *
 * With a workspaceId the voice-over is recorded there once its audio is made (record_voiceover),
 * its audio kept in the `voiceovers` Storage bucket or, with VOICE_AUDIO_STORE=database, in the
 * database; the answer names it in the `Voiceover-Id` header (a replay names the same one). A
 * workspace the caller may not write is a 403 before anything is spent.
 */
export const handleTextToSpeech = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    const body = await readJson(request, TextToSpeechBody);
    // The Video Creator's form checks the script with the same rule (schemas/voice-request.ts).
    const checked = speechText.safeParse(body.text);
    if (!checked.success) throw new HttpError(400, checked.error.issues[0].message);
    const text = checked.data;

    const client = platformVoiceClient(context);
    if (!client && !voiceMockEnabled(context.env)) {
      throw new HttpError(503, 'Voice generation is not configured on this server');
    }

    const asked = voiceRequest(text, body);
    const target: VoiceoverTarget | null = body.workspaceId
      ? {
          workspaceId: body.workspaceId,
          scriptId: body.scriptId ?? null,
          scriptVersion: body.scriptVersion ?? null,
        }
      : null;
    if (target) await checkVoiceoverTarget(context.admin, user.id, target);

    // The voice-over's id is the render id, so a replay finds the voice-over its request recorded.
    const renderId = newRenderId();
    const idempotencyKey = body.idempotencyKey ?? null;
    const entry = await spendCreditsFor(context.admin, {
      userId: user.id,
      scope: 'voice',
      amount: VOICE_COST,
      description: 'Voice generation',
      entityType: 'voice',
      entityId: renderId,
      idempotencyKey,
      // Where it is recorded is part of the request a key is bound to; a key used without a
      // workspace stays bound to the same request it always was.
      request: target ? { ...asked, ...target } : asked,
    });
    if (entry.entity_id !== renderId) {
      const audio = await replayedAudio(context, user.id, entry.id, asked.text);
      const voiceoverId =
        target && entry.entity_id ? await recordedVoiceoverId(context.admin, entry.entity_id) : null;
      return audioAnswer(audio, true, voiceoverId);
    }

    let audio: Blob;
    try {
      audio = client
        ? await client.textToSpeech(asked.text, asked.voiceId, {
            modelId: asked.modelId,
            voiceSettings: asked.voiceSettings,
          })
        : new Blob([synthesizeMockSpeech(asked.text)], { type: MOCK_VOICE_CONTENT_TYPE });
    } catch (error) {
      console.warn('Voice generation failed; refunding', error instanceof Error ? error.message : error);
      await refundCredits(context.admin, entry.id, 'Refund: voice generation failed');
      throw new HttpError(502, VOICE_ERRORS.speech);
    }

    if (idempotencyKey) {
      const source = client ? 'provider' : 'sample';
      // The user paid and the audio exists: a failure to keep it costs only a later replay.
      await keepVoiceRender(context.admin, {
        userId: user.id,
        usageEntryId: entry.id,
        renderId,
        source,
        audio,
      }).catch((error: unknown) =>
        console.warn(
          'The voice-over could not be kept for replays',
          error instanceof Error ? error.message : error,
        ),
      );
    }
    let voiceoverId: string | null = null;
    if (target) {
      // The user paid and the audio exists: a failure to record the voice-over must not lose the
      // answer, so it is logged and the audio still answered, only without its Voiceover-Id.
      voiceoverId = await recordVoiceover(context.admin, voiceAudioStore(context.env), {
        ...target,
        id: renderId,
        userId: user.id,
        voice: voiceLabel(asked.voiceId),
        text: asked.text,
        audio,
      }).catch((error: unknown) => {
        console.warn(
          'The voice-over could not be recorded in its workspace',
          error instanceof Error ? error.message : error,
        );
        return null;
      });
    }
    return audioAnswer(audio, false, voiceoverId);
  },
  { failure: VIDEO_FAILURE },
);
