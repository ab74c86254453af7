import { jsonResponse } from '../http';
import type { AuthHttpError } from './auth-error';

/** The API version GoTrue answers with; from it auth-js reads `code` as the error code. */
const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' };

export function authJson(body: unknown, status = 200): Response {
  return jsonResponse(body, status, API_VERSION_HEADERS);
}

export function authNoContent(): Response {
  return new Response(null, { status: 204, headers: API_VERSION_HEADERS });
}

export function authErrorResponse(error: AuthHttpError): Response {
  return jsonResponse({ code: error.code, message: error.message, ...error.extra }, error.status, {
    ...API_VERSION_HEADERS,
    'x-sb-error-code': error.code,
  });
}
