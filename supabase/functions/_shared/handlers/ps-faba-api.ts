import type { FunctionContext } from '../context.ts';
import { corsHeaders, errorJson, json } from '../http.ts';
import { authenticatePartner } from '../partner/auth.ts';
import { PARTNER_API_KEY_HEADER } from '../partner/constants.ts';
import { PartnerError } from '../partner/partner-error.ts';
import { findPartnerRoute } from '../partner/routes.ts';

const ALLOW = 'GET, OPTIONS';

function partnerError(error: PartnerError): Response {
  const response = errorJson(error.status, error.message);
  for (const [name, value] of Object.entries(error.headers)) response.headers.set(name, value);
  return response;
}

/**
 * The payment partner's API. GET `/users`, `/payments`, `/subscriptions`, `/analytics` below
 * /functions/v1/ps-faba-api, authenticated by the `x-api-key` header (no user JWT). Every answer
 * is JSON: `{ data, ... }`, or `{ error }` with 401 (missing, unknown, revoked or expired key),
 * 403 (the key lacks the endpoint's permission), 404 (no such endpoint), 405 (not GET),
 * 400 (bad query parameters) or 429 (over the key's rate limit, with Retry-After).
 */
export async function handlePsFabaApi(request: Request, context: FunctionContext): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response('ok', {
      headers: {
        ...corsHeaders,
        'Access-Control-Allow-Headers': `${corsHeaders['Access-Control-Allow-Headers']}, ${PARTNER_API_KEY_HEADER}`,
        'Access-Control-Allow-Methods': ALLOW,
      },
    });
  }
  try {
    const url = new URL(request.url);
    const route = findPartnerRoute(url.pathname);
    if (!route) throw new PartnerError(404, 'Not found');
    if (request.method !== 'GET') throw new PartnerError(405, 'Method not allowed', { Allow: ALLOW });

    const key = await authenticatePartner(request, context);
    if (route.permission && !key.permissions[route.permission]) {
      throw new PartnerError(403, `This API key does not have the ${route.permission} permission`);
    }
    const query = route.query.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) {
      const issue = query.error.issues[0];
      const where = issue.path.map(String).join('.');
      throw new PartnerError(400, `Invalid query parameter${where ? ` ${where}` : ''}: ${issue.message}`);
    }
    return json(await route.load(context.admin, key.ownerId, query.data));
  } catch (error) {
    if (error instanceof PartnerError) return partnerError(error);
    console.error('ps-faba-api failed', error);
    return json({ error: 'The partner API failed. Please try again.' }, 500);
  }
}
