import type { BackendContext } from '../../context';
import { authenticateRequest } from '../authenticate-request';
import { authJson } from '../auth-response';
import { toUserJson } from '../user-json';

/** GET /user: the user the bearer token belongs to. */
export async function handleGetUser(request: Request, ctx: BackendContext): Promise<Response> {
  const { user } = await authenticateRequest(request, ctx);
  return authJson(toUserJson(user));
}
