import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, VIDEO_FAILURE } from '../route.ts';
import { isTerminalStatus } from '../video/map-status.ts';
import { messageOf } from '../video/provider-http.ts';
import {
  jobAnswer,
  progressFromResult,
  recordVideoProgress,
  videoOfUser,
  type VideoRow,
} from '../video/server/jobs.ts';
import { platformVideoManager } from '../video/server/platform.ts';
import { VIDEO_ERRORS, VIDEO_TIMEOUT_SECONDS } from '../video/video-types.ts';

const idSchema = z.object({ id: z.uuid() });

async function requestedId(request: Request): Promise<string> {
  if (request.method === 'GET') {
    const parsed = idSchema.safeParse({ id: new URL(request.url).searchParams.get('id') ?? undefined });
    if (!parsed.success) throw new HttpError(400, 'Invalid request: id: a video id is required');
    return parsed.data.id;
  }
  return (await readJson(request, idSchema)).id;
}

/**
 * A job's state. GET `?id=` or POST `{ id }`; signed in; the caller's own jobs only (404
 * otherwise). A credit-paid job that is not finished is brought up to date from its provider;
 * 300 s after it was created it fails with "Video generation timed out" (and is refunded).
 * Answers `{ id, status, progress, videoUrl, thumbnailUrl, error, processingTime, provider }`.
 * A provider that cannot answer right now leaves the job as it is (the timeout still applies).
 */
export const handleVideoStatus = functionRoute(
  ['GET', 'POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    const id = await requestedId(request);
    const job = await videoOfUser(context.admin, id, user.id);
    if (!job) throw new HttpError(404, 'Video not found');
    if (isTerminalStatus(job.status) || job.paid_by !== 'credits') return json(jobAnswer(job));

    let row: VideoRow | null = job;
    const ageSeconds = (Date.now() - new Date(job.created_at).getTime()) / 1000;
    if (ageSeconds > VIDEO_TIMEOUT_SECONDS) {
      row = await recordVideoProgress(context.admin, job.id, {
        status: 'failed',
        error: VIDEO_ERRORS.timedOut,
      });
    } else if (job.provider && job.provider_job_id) {
      try {
        const result = await platformVideoManager(context).getVideoStatus(job.provider_job_id, job.provider);
        row = await recordVideoProgress(context.admin, job.id, progressFromResult(result));
      } catch (error) {
        console.warn(`Could not check video ${job.id}`, messageOf(error));
      }
    }
    return json(jobAnswer(row ?? job));
  },
  { failure: VIDEO_FAILURE },
);
