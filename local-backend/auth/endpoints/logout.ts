import type { BackendContext } from '../../context';
import { badRequest } from '../auth-error';
import { authenticateRequest } from '../authenticate-request';
import { authNoContent } from '../auth-response';
import { endSessions, type SignOutScope } from '../sessions';

const SCOPES: Readonly<Record<string, SignOutScope>> = {
  '': 'global',
  global: 'global',
  local: 'local',
  others: 'others',
};

/** POST /logout?scope=global|local|others: ends sessions and their refresh tokens. */
export async function handleLogout(request: Request, ctx: BackendContext): Promise<Response> {
  const { user, sessionId } = await authenticateRequest(request, ctx);
  const requested = new URL(request.url).searchParams.get('scope') ?? '';
  const scope = Object.hasOwn(SCOPES, requested) ? SCOPES[requested] : null;
  if (!scope) throw badRequest('validation_failed', `Unsupported logout scope "${requested}"`);
  await endSessions(ctx.db, user.id, scope, sessionId);
  return authNoContent();
}
