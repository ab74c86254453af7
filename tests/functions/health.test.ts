import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleHealth } from '../../supabase/functions/_shared/handlers/health.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { startDenoFunction, type DenoFunction } from '../support/deno-function';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

describe.each(engines())('health function on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  const context = () => ({
    admin: clientFor(backend, backend.serviceRoleKey),
    env: { APP_ENVIRONMENT: 'test' },
  });

  test('a real Request gets ok with the database reachable', async () => {
    const response = await handleHealth(new Request('http://functions.test/health'), context());
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', environment: 'test' });
  });

  test('answers the CORS preflight', async () => {
    const response = await handleHealth(
      new Request('http://functions.test/health', { method: 'OPTIONS' }),
      context(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('authorization');
  });

  test('refuses other methods with a JSON 405', async () => {
    const response = await handleHealth(
      new Request('http://functions.test/health', { method: 'DELETE' }),
      context(),
    );
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  test('supabase-js invokes it through the local backend, signed in or not', async () => {
    const anon = await clientFor(backend).functions.invoke('health', { method: 'GET' });
    expect(anon.error).toBeNull();
    expect(anon.data).toMatchObject({ status: 'ok', environment: 'test' });
    const { client } = await signedInClient(backend);
    const signedIn = await client.functions.invoke('health');
    expect(signedIn.data).toMatchObject({ status: 'ok' });
  });

  test('an unknown function is a 404 and a forged token a 401', async () => {
    const missing = await backend.fetch(`${backend.url}/functions/v1/nope`, {
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${backend.anonKey}` },
    });
    expect(missing.status).toBe(404);
    const forged = await backend.fetch(`${backend.url}/functions/v1/health`, {
      headers: { apikey: backend.anonKey, Authorization: 'Bearer not.a.jwt' },
    });
    expect(forged.status).toBe(401);
  });
});

describe('health function under real Deno', () => {
  let backend: LocalBackend;
  let deno: DenoFunction;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    deno = await startDenoFunction('health', backend, { APP_ENVIRONMENT: 'deno-test' });
  }, 240_000);

  afterAll(async () => {
    await deno?.stop();
    await backend?.close();
  });

  test('the deployed entry point serves the handler with a service-role client', async () => {
    const response = await fetch(deno.url);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', environment: 'deno-test' });
  });
});
