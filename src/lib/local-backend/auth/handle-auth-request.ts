import type { BackendContext } from '../context';
import { jsonResponse } from '../http';

export async function handleAuthRequest(_request: Request, path: string, _ctx: BackendContext): Promise<Response> {
  return jsonResponse({ code: 'not_implemented', message: `Local auth does not answer ${path} yet` }, 404);
}
