import type { ServerEnv } from '../context.ts';
import { HttpError } from '../request.ts';

/** The origin payment pages may send the browser back to: APP_URL's, else the request's Origin. */
function allowedOrigin(env: ServerEnv, request: Request): string | null {
  const configured = env.APP_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      return null;
    }
  }
  const origin = request.headers.get('Origin');
  return origin && origin !== 'null' ? origin : null;
}

/** A success, cancel or return URL: only on this app's origin (never an open redirect). */
export function checkReturnUrl(url: string, env: ServerEnv, request: Request): string {
  const allowed = allowedOrigin(env, request);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new HttpError(400, 'The return address is not a valid URL');
  }
  if (
    !allowed ||
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
    parsed.origin !== allowed
  ) {
    throw new HttpError(400, 'The return address must be on this site');
  }
  return url;
}
