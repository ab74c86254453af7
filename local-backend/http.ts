/** Small Response helpers shared by the local auth, REST and functions layers. */
export function jsonResponse(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization');
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match ? match[1] : null;
}

const LOGGED_PATH_LENGTH = 120;
const LOGGED_MESSAGE_LENGTH = 200;

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}…` : text;
}

/**
 * A request as logs may show it: the method and a short path. Never the query string, which can
 * be kilobytes long and carry tokens or a user's data.
 */
export function describeRequestForLog(request: Request): string {
  let path: string;
  try {
    path = new URL(request.url).pathname;
  } catch {
    path = '(unparsable URL)';
  }
  return `${request.method} ${cut(path, LOGGED_PATH_LENGTH)}`;
}

const LOGGED_STACK_FRAMES = 5;

/**
 * An error as logs may show it: its name, the start of its message (which can quote the request)
 * and where it was thrown.
 */
export function describeErrorForLog(error: unknown): string {
  if (!(error instanceof Error)) return cut(String(error), LOGGED_MESSAGE_LENGTH);
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, LOGGED_STACK_FRAMES);
  return [`${error.name}: ${cut(error.message, LOGGED_MESSAGE_LENGTH)}`, ...frames].join('\n');
}
