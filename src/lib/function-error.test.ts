import { createClient } from '@supabase/supabase-js';
import { describe, expect, test } from 'vitest';
import { FunctionError, readFunctionError } from './function-error';

let clients = 0;

/** What the real supabase-js `functions.invoke` fails with when the function answers `reply`. */
async function invokeFailure(reply: () => Response | Promise<Response>): Promise<unknown> {
  clients += 1;
  const client = createClient('https://backend.test', 'anon-key', {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storageKey: `function-error-test-${clients}`,
    },
    global: { fetch: async () => reply() },
  });
  const { error } = await client.functions.invoke('example', { body: {} });
  expect(error).not.toBeNull();
  return error;
}

const jsonAnswer = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('reading a function’s error answer', () => {
  test('a refusal through supabase-js reads as the function’s own text and status', async () => {
    const failure = await invokeFailure(() => jsonAnswer({ error: 'Insufficient credits' }, 402));
    const error = await readFunctionError(failure);
    expect(error).toBeInstanceOf(FunctionError);
    expect(error).toMatchObject({
      status: 402,
      serverMessage: 'Insufficient credits',
      message: 'Insufficient credits',
    });
  });

  test('the gateway’s `{ message }` is read too, as when a function is not deployed', async () => {
    const failure = await invokeFailure(() =>
      jsonAnswer({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404),
    );
    expect(await readFunctionError(failure)).toMatchObject({
      status: 404,
      message: 'Requested function was not found',
    });
  });

  test('a short plain-text answer is shown; a page or a body without text is not', async () => {
    const plain = await invokeFailure(() => new Response('Service Unavailable', { status: 503 }));
    expect(await readFunctionError(plain)).toMatchObject({ status: 503, message: 'Service Unavailable' });

    const page = await invokeFailure(() => new Response(`<html>${'x'.repeat(500)}</html>`, { status: 502 }));
    const fromPage = await readFunctionError(page, { fallback: 'Video generation failed' });
    expect(fromPage.status).toBe(502);
    expect(fromPage.serverMessage).toBeNull();
    // supabase-js's own message says what happened when the function said nothing readable.
    expect(fromPage.message).toBe('Edge Function returned a non-2xx status code');

    const empty = await invokeFailure(() => jsonAnswer({ details: [] }, 500));
    expect(await readFunctionError(empty)).toMatchObject({ status: 500, serverMessage: null });
  });

  test('a function that cannot be reached has no status', async () => {
    const failure = await invokeFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await readFunctionError(failure);
    expect(error.status).toBeNull();
    expect(error.serverMessage).toBeNull();
    expect(error.message).toBeTruthy();
  });

  test('an error Response from a plain fetch reads the same way, with the caller’s fallback', async () => {
    expect(
      await readFunctionError(jsonAnswer({ error: 'Video not found' }, 404), { fallback: 'Failed' }),
    ).toMatchObject({ status: 404, message: 'Video not found' });
    expect(
      await readFunctionError(new Response('', { status: 500 }), { fallback: 'Failed to generate speech' }),
    ).toMatchObject({ status: 500, serverMessage: null, message: 'Failed to generate speech' });
  });

  test('the Response can be given beside an error that does not carry it', async () => {
    const error = await readFunctionError(new Error('Edge Function returned a non-2xx status code'), {
      response: jsonAnswer({ error: 'Stripe is not configured' }, 503),
    });
    expect(error).toMatchObject({ status: 503, message: 'Stripe is not configured' });
  });

  test('the answer stays readable after it was read', async () => {
    const response = jsonAnswer({ error: 'Sign in to continue' }, 401);
    await readFunctionError(response);
    expect(await response.json()).toEqual({ error: 'Sign in to continue' });
  });
});
