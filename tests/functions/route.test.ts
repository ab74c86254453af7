import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import type { FunctionContext, FunctionHandler } from '../../supabase/functions/_shared/context.ts';
import { json } from '../../supabase/functions/_shared/http.ts';
import { HttpError, readJson } from '../../supabase/functions/_shared/request.ts';
import { functionRoute, type RouteMethod } from '../../supabase/functions/_shared/route.ts';

const FAILURE = 'The test service failed. Please try again.';

// The route never calls the database itself: a client that is never used is enough.
const context: FunctionContext = {
  admin: createClient('http://database.test', 'service-role-key', {
    auth: { persistSession: false, autoRefreshToken: false },
  }),
  env: {},
};

function routeOver(run: FunctionHandler, methods: readonly RouteMethod[] = ['POST']) {
  return functionRoute(methods, run, { failure: FAILURE });
}

async function send(handler: FunctionHandler, method: string, sent?: string) {
  const response = await handler(
    new Request('http://functions.test/functions/v1/example', { method, body: sent }),
    context,
  );
  const isJson = response.headers.get('Content-Type')?.includes('application/json') ?? false;
  const body: unknown = isJson ? await response.json() : await response.text();
  return { response, status: response.status, body };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('one function route', () => {
  test('hands an allowed method to the function and answers what it answers', async () => {
    const run = vi.fn<FunctionHandler>(async (request) => json({ method: request.method }, 201));
    const handler = routeOver(run, ['GET', 'POST']);
    expect(await send(handler, 'GET')).toMatchObject({ status: 201, body: { method: 'GET' } });
    expect(await send(handler, 'POST', '{}')).toMatchObject({ status: 201, body: { method: 'POST' } });
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[0][1]).toBe(context);
  });

  test('answers the CORS preflight without running the function', async () => {
    const run = vi.fn<FunctionHandler>(async () => json({}));
    const { response, status } = await send(routeOver(run), 'OPTIONS');
    expect(status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
    expect(run).not.toHaveBeenCalled();
  });

  test('refuses any other method with a JSON 405, without running the function', async () => {
    const run = vi.fn<FunctionHandler>(async () => json({}));
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const answer = await send(routeOver(run), method);
      expect(answer, method).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
      expect(answer.response.headers.get('Content-Type')).toContain('application/json');
      expect(answer.response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    }
    expect(run).not.toHaveBeenCalled();
  });

  test('a refusal is answered with its status, text and details', async () => {
    const handler = routeOver(async () => {
      throw new HttpError(409, 'The amount does not match the price', { expected: 500 });
    });
    expect(await send(handler, 'POST')).toEqual(
      expect.objectContaining({
        status: 409,
        body: { error: 'The amount does not match the price', details: { expected: 500 } },
      }),
    );
  });

  test('a bad body is a 400 naming the field, from readJson', async () => {
    const handler = routeOver(async (request) => {
      const { credits } = await readJson(request, z.object({ credits: z.number().int() }));
      return json({ credits });
    });
    expect(await send(handler, 'POST', 'not json')).toMatchObject({
      status: 400,
      body: { error: 'The request body must be JSON' },
    });
    expect(await send(handler, 'POST')).toMatchObject({
      status: 400,
      body: { error: 'A JSON body is required' },
    });
    const wrong = await send(handler, 'POST', JSON.stringify({ credits: 'ten' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: expect.stringMatching(/^Invalid request: credits: /) });
    expect(await send(handler, 'POST', JSON.stringify({ credits: 10 }))).toMatchObject({
      status: 200,
      body: { credits: 10 },
    });
  });

  test('a refusal that carries database internals is answered without them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const handler = routeOver(async () => {
      throw new HttpError(400, 'duplicate key value violates unique constraint "videos_pkey"', {
        constraint: 'videos_pkey',
      });
    });
    expect(await send(handler, 'POST')).toMatchObject({
      status: 400,
      body: { error: 'The request could not be processed' },
    });
  });

  test('anything else is a 500 with the route’s own text, logged but never shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = routeOver(async () => {
      throw new Error('relation "public.secrets" does not exist\n    at run (handler.ts:1:1)');
    });
    const answer = await send(handler, 'POST');
    expect(answer).toMatchObject({ status: 500, body: { error: FAILURE } });
    expect(JSON.stringify(answer.body)).not.toMatch(/secrets|relation|handler\.ts/);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0][0])).toContain('/functions/v1/example');
  });
});
