import type { BackendContext } from '../../context';
import { badRequest } from '../auth-error';
import { handlePasswordGrant } from './password-grant';
import { handleRefreshTokenGrant } from './refresh-token-grant';

/** POST /token: the grants local mode offers. GoTrue answers an unknown grant with this odd pair. */
export async function handleToken(request: Request, ctx: BackendContext): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type');
  if (grantType === 'password') return handlePasswordGrant(request, ctx);
  if (grantType === 'refresh_token') return handleRefreshTokenGrant(request, ctx);
  throw badRequest('invalid_credentials', 'unsupported_grant_type');
}
