import type { AppEnv } from '@/lib/env';

export const PARTNER_API_PATH = '/functions/v1/ps-faba-api';

/**
 * Where the partner calls: the hosted project's function URL. In local mode the API runs only
 * inside this browser, so there is no address a partner could reach: just the path.
 */
export function partnerEndpoint(env: Pick<AppEnv, 'mode' | 'supabaseUrl'>): {
  url: string | null;
  path: string;
} {
  if (env.mode === 'hosted' && env.supabaseUrl) {
    return { url: `${env.supabaseUrl.replace(/\/+$/, '')}${PARTNER_API_PATH}`, path: PARTNER_API_PATH };
  }
  return { url: null, path: PARTNER_API_PATH };
}
