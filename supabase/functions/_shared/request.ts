import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';

/** A refusal with its HTTP status: functionRoute turns it into `{ error, details? }` (4xx for bad input). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The request's JSON body, checked by the schema; 400 with the first problem otherwise. */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: { optional?: boolean } = {},
): Promise<z.output<Schema>> {
  const text = await request.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body must be JSON');
    }
  } else if (!options.optional) {
    throw new HttpError(400, 'A JSON body is required');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    throw new HttpError(
      400,
      `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`,
      issues,
    );
  }
  return parsed.data;
}

export interface Caller {
  id: string;
  email: string | null;
}

/** The signed-in caller from `Authorization: Bearer <jwt>`; 401 when missing or not valid. */
export async function requireUser(request: Request, admin: SupabaseClient): Promise<Caller> {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '');
  if (!match) throw new HttpError(401, 'Sign in to continue');
  const { data, error } = await admin.auth.getUser(match[1]);
  if (error || !data.user) throw new HttpError(401, 'Sign in to continue');
  return { id: data.user.id, email: data.user.email ?? null };
}
