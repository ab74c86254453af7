import { describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { loadedOnUse } from '../../supabase/functions/_shared/registry.ts';

// The local backend loads each function's module on its first call (supabase/functions/_shared/registry.ts).

const context = {} as FunctionContext;

describe('functions loaded on use', () => {
  test('a function answers through the module it loads', async () => {
    const handler = loadedOnUse(
      async () => ({ handleEcho: async (request: Request) => new Response(new URL(request.url).pathname) }),
      'handleEcho',
    );
    for (const path of ['/functions/v1/echo', '/functions/v1/echo/again']) {
      const response = await handler(new Request(`http://local.test${path}`), context);
      expect(await response.text()).toBe(path);
    }
  });

  test('a module that cannot load answers 503 with a plain message, not a thrown error', async () => {
    const handler = loadedOnUse<'handleNothing'>(
      () => Promise.reject(new TypeError('Failed to fetch')),
      'handleNothing',
    );
    const response = await handler(new Request('http://local.test/functions/v1/nothing'), context);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'This feature could not be loaded. Check your connection and try again.',
    });
  });
});
