import type { z } from 'zod';
import { badRequest } from './auth-error';

/**
 * Reads a JSON body into `schema` the way GoTrue decodes into a Go struct: a body that is not
 * JSON, or a field of the wrong type, is a 400 `bad_json`; `null` decodes to the defaults.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await request.text();
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
    throw badRequest('bad_json', `Could not parse request body as JSON: ${field} has the wrong type`);
  }
  return parsed.data;
}
