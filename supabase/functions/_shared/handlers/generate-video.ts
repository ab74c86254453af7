import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, VIDEO_FAILURE } from '../route.ts';
import { VIDEO_STYLES, videoCost } from '../video/costs.ts';
import { scriptToPrompt } from '../video/provider-manager.ts';
import { messageOf } from '../video/provider-http.ts';
import {
  claimQueuedJob,
  progressFromResult,
  recordVideoProgress,
  startVideoJob,
  videoOfUser,
  type VideoRow,
} from '../video/server/jobs.ts';
import { platformVideoManager } from '../video/server/platform.ts';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATION_MAX,
  VIDEO_DURATION_MIN,
  VIDEO_ERRORS,
  type VideoJobResult,
} from '../video/video-types.ts';

const optionalText = (max: number) => z.string().max(max).nullish();

const bodySchema = z.object({
  script: optionalText(20_000),
  prompt: optionalText(20_000),
  style: z.enum(VIDEO_STYLES),
  duration: z.number().int().min(VIDEO_DURATION_MIN).max(VIDEO_DURATION_MAX),
  aspectRatio: z.enum(VIDEO_ASPECT_RATIOS),
  voice: optionalText(100),
  quality: optionalText(40),
  mode: z.enum(['video', 'script']),
  idempotencyKey: z.string().trim().min(1).max(200).nullish(),
});

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** What generate-video answers about a job. */
const started = (row: VideoRow) => ({
  id: row.id,
  provider: row.provider,
  status: row.status,
  progress: row.progress,
});

/**
 * Starts a credit-paid video with the platform's providers. POST; signed in. Body
 * `{ script?, prompt?, style, duration, aspectRatio, voice?, quality?, mode: 'video'|'script',
 * idempotencyKey? }`: mode 'script' wraps the script in the spec's prompt, mode 'video' sends the
 * prompt (or the script) as it is. Spends the style's credits with the job in one transaction
 * (402 `{ error: 'Insufficient credits' }` and no job when short), then tries the providers in
 * priority order. 201 `{ id, provider, status, progress }`; when every provider fails the job is
 * failed and refunded: 502 `{ error: 'All video generation APIs failed. Last error: …', id }`.
 * An idempotencyKey is bound to the request that first used it, in the video spender's own key
 * scope: replaying that request answers about the same job (200) and spends nothing more; a
 * different request under the key (another script, style, duration…) is a 409 and starts nothing.
 */
export const handleGenerateVideo = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    const body = await readJson(request, bodySchema);
    const script = blankToNull(body.script);
    const text =
      body.mode === 'script' ? (script ?? blankToNull(body.prompt)) : (blankToNull(body.prompt) ?? script);
    if (!text) throw new HttpError(400, VIDEO_ERRORS.emptyScript);
    const prompt = body.mode === 'script' ? scriptToPrompt(text) : text;

    const job = await startVideoJob(context.admin, {
      userId: user.id,
      script: body.mode === 'script' ? text : script,
      prompt,
      style: body.style,
      duration: body.duration,
      aspectRatio: body.aspectRatio,
      voice: blankToNull(body.voice),
      quality: blankToNull(body.quality),
      mode: body.mode,
      cost: videoCost(body.style),
      idempotencyKey: blankToNull(body.idempotencyKey),
    });

    if (!(await claimQueuedJob(context.admin, job.id))) {
      // A replay: this job was started (and paid for) by an earlier request.
      const current = (await videoOfUser(context.admin, job.id, user.id)) ?? job;
      if (current.status === 'failed') {
        return json({ error: current.error ?? VIDEO_ERRORS.generationFailed, id: current.id }, 502);
      }
      return json(started(current), 200);
    }

    const manager = platformVideoManager(context, (provider, error) =>
      console.warn(`Video provider ${provider} failed; trying the next`, messageOf(error)),
    );
    let result: VideoJobResult;
    try {
      result = await manager.generateVideo({
        prompt,
        duration: body.duration,
        aspectRatio: body.aspectRatio,
        style: body.style,
        quality: blankToNull(body.quality) ?? undefined,
        voice: blankToNull(body.voice) ?? undefined,
      });
    } catch (error) {
      const message = messageOf(error);
      await recordVideoProgress(context.admin, job.id, { status: 'failed', error: message });
      return json({ error: message, id: job.id }, 502);
    }
    const row = await recordVideoProgress(context.admin, job.id, progressFromResult(result, 20));
    if (!row) throw new Error('The video job disappeared');
    if (row.status === 'failed') {
      return json({ error: row.error ?? VIDEO_ERRORS.generationFailed, id: row.id }, 502);
    }
    return json(started(row), 201);
  },
  { failure: VIDEO_FAILURE },
);
