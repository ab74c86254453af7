import type { BackendContext } from '../context';
import { jsonResponse } from '../http';

export async function handleRestRequest(
  _request: Request,
  path: string,
  _ctx: BackendContext,
): Promise<Response> {
  return jsonResponse(
    { code: 'PGRST000', message: `Local REST does not answer ${path} yet`, details: null, hint: null },
    404,
  );
}
