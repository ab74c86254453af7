import type { z } from 'zod';
import { AuthHttpError, badRequest } from './auth-error';

/**
 * The largest body an auth request may have. The biggest legitimate one is a sign-up or user
 * update with its metadata (at most 4 KB stored, more when escaped in JSON): 32 KB leaves room.
 */
export const MAX_REQUEST_BODY_BYTES = 32 * 1024;

const tooLarge = () =>
  new AuthHttpError(
    413,
    'validation_failed',
    `Request body is too large: at most ${MAX_REQUEST_BODY_BYTES} bytes are accepted`,
  );

/** The body as text, refused (413) as soon as it passes the limit, without reading the rest. */
async function readBoundedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length') ?? 0);
  if (declared > MAX_REQUEST_BODY_BYTES) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REQUEST_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a JSON body into `schema` the way GoTrue decodes into a Go struct: a body that is not
 * JSON, or a field of the wrong type, is a 400 `bad_json`; `null` decodes to the defaults. A body
 * over the size limit is a 413 and a text field over its length limit a 400 `validation_failed`.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await readBoundedText(request);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${text.trim() ? 'invalid JSON' : 'unexpected end of JSON input'}`,
    );
  }
  const parsed = schema.safeParse(json ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'body';
    if (issue?.code === 'too_big') throw badRequest('validation_failed', `${field} is too long`);
    throw badRequest('bad_json', `Could not parse request body as JSON: ${field} has the wrong type`);
  }
  return parsed.data;
}
