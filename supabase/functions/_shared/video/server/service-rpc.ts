import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from '../../request.ts';

interface RpcError {
  code?: string;
  message: string;
  hint?: string | null;
}

/** What a replayed idempotency key is answered when it cannot be served (all 409). */
export const IDEMPOTENCY_ERRORS = {
  conflict: 'This idempotency key was already used for a different request',
  inProgress: 'This request is still in progress. Please wait for it to finish.',
  refunded: 'This request failed and was refunded. Please try again.',
} as const;

/** What a caller who may not create videos in a workspace is answered (403). */
export const WORKSPACE_FORBIDDEN = "You can't create videos in this workspace";

/** Values the database refused as out of range or malformed: its wording is not for callers. */
const MALFORMED_INPUT_CODES = new Set(['23514', '22P02', '22003']);

/** A database refusal as the answer a caller should get (402, 403, 409, 400), or a plain failure. */
function refusal(fn: string, error: RpcError): Error {
  if (error.hint === 'insufficient_credits') return new HttpError(402, 'Insufficient credits');
  if (error.hint === 'workspace_forbidden') return new HttpError(403, WORKSPACE_FORBIDDEN);
  if (error.hint === 'already_refunded') return new HttpError(409, IDEMPOTENCY_ERRORS.refunded);
  if (error.hint === 'idempotency_conflict') return new HttpError(409, IDEMPOTENCY_ERRORS.conflict);
  // 22023 is what our SQL functions raise for a bad argument, worded for the caller.
  if (error.code === '22023') return new HttpError(400, error.message);
  if (error.code && MALFORMED_INPUT_CODES.has(error.code)) {
    return new HttpError(400, 'The request has a value out of range');
  }
  return new Error(`${fn} failed: ${error.message}`);
}

/** Calls a service-role SQL function; its refusals become the caller's 4xx answer. */
export async function serviceRpc<Row>(
  admin: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
): Promise<Row> {
  const { data, error } = await admin.rpc(fn, args);
  if (error) throw refusal(fn, error as RpcError);
  return data as Row;
}
