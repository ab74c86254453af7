import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, VIDEO_FAILURE } from '../route.ts';
import { GenerateVideoBody, requiredScript, videoTextOf } from '../schemas/video-request.ts';
import { videoCost } from '../video/costs.ts';
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
import { VIDEO_ERRORS, type VideoJobResult } from '../video/video-types.ts';

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
 * workspaceId, scriptId?, scriptVersion?, idempotencyKey? }`: mode 'script' wraps the script in the
 * script prompt, mode 'video' sends the prompt (or the script) as it is. The video goes to the
 * workspace, where the caller must be a member, admin or owner (403 `{ error: "You can't create
 * videos in this workspace" }` otherwise); a script must be that workspace's (400). Spends the style's credits with the job in one transaction
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
    const body = await readJson(request, GenerateVideoBody);
    // The form refuses the same text with the same words (schemas/video-request.ts).
    const checked = requiredScript.safeParse(videoTextOf(body));
    if (!checked.success) throw new HttpError(400, checked.error.issues[0].message);
    const text = checked.data;
    const script = blankToNull(body.script);
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
      workspaceId: body.workspaceId,
      scriptId: body.scriptId ?? null,
      scriptVersion: body.scriptVersion ?? null,
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
