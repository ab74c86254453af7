import { PostgrestError } from './postgrest-error';
import { REQUEST_LIMITS } from './request-limits';

function tooLarge(): PostgrestError {
  const megabytes = REQUEST_LIMITS.bodyBytes / (1024 * 1024);
  return new PostgrestError(413, 'PGRST102', `The request body is too large: at most ${megabytes} MB`);
}

/** The body as text, read no further than the limit (a declared or streamed excess is a 413). */
async function readBoundedText(request: Request): Promise<string> {
  const declared = Number(request.headers.get('Content-Length'));
  if (declared > REQUEST_LIMITS.bodyBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > REQUEST_LIMITS.bodyBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** Whether arrays and objects nest deeper than the limit; one pass, strings skipped. */
function nestsTooDeeply(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i += 1;
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) {
      inString = true;
    } else if (ch === 0x5b || ch === 0x7b) {
      depth += 1;
      if (depth > REQUEST_LIMITS.jsonDepth) return true;
    } else if (ch === 0x5d || ch === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Reads a JSON request body within the size and nesting limits; an empty body is `{}`. */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBoundedText(request);
  if (text.trim() === '') return {};
  if (nestsTooDeeply(text)) {
    throw new PostgrestError(
      400,
      'PGRST102',
      `The JSON body nests too deeply: at most ${REQUEST_LIMITS.jsonDepth} levels`,
    );
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new PostgrestError(400, 'PGRST102', 'Empty or invalid json');
  }
}
