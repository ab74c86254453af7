/**
 * An error GoTrue answers with: an HTTP status, an error code from its catalogue and a message.
 * `extra` carries the few additional fields some errors have (e.g. `weak_password`).
 */
export class AuthHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'AuthHttpError';
  }
}

export const badRequest = (code: string, message: string) => new AuthHttpError(400, code, message);
export const unauthorized = (code: string, message: string) => new AuthHttpError(401, code, message);
export const forbidden = (code: string, message: string) => new AuthHttpError(403, code, message);
export const unprocessable = (code: string, message: string) => new AuthHttpError(422, code, message);
export const tooManyRequests = (code: string, message: string) => new AuthHttpError(429, code, message);
/** GoTrue's answer when the database fails under it: auth-js treats it as retryable. */
export const unexpectedFailure = (message: string) => new AuthHttpError(500, 'unexpected_failure', message);
