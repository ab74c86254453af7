import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { handleHealth } from '../../supabase/functions/_shared/handlers/health.ts';
import type { LocalBackend } from '../../src/lib/local-backend/backend';
import { serveBackend } from '../support/backend-http-server';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

const root = resolve(import.meta.dirname, '../..');

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

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`deno exited early:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`deno did not start:\n${output()}`);
}

describe('health function under real Deno', () => {
  let backend: LocalBackend;
  let server: { url: string; close(): Promise<void> };
  let deno: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    server = await serveBackend(backend);
    port = await freePort();
    deno = spawn(
      resolve(root, 'node_modules/.bin/deno'),
      [
        'run',
        '--quiet',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        '--config',
        'supabase/functions/deno.json',
        'supabase/functions/health/index.ts',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          SUPABASE_URL: server.url,
          SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
          APP_ENVIRONMENT: 'deno-test',
          DENO_NO_UPDATE_CHECK: '1',
          // Where Deno.serve() listens, as the edge runtime decides it in production.
          DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        },
      },
    );
    deno.stdout?.on('data', (d) => (output += d));
    deno.stderr?.on('data', (d) => (output += d));
    await waitForHttp(`http://127.0.0.1:${port}/`, deno, () => output);
  }, 240_000);

  afterAll(async () => {
    deno?.kill();
    await server?.close();
    await backend?.close();
  });

  test('the deployed entry point serves the handler with a service-role client', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok', environment: 'deno-test' });
  });
});
