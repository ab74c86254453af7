import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { LocalBackend } from '../../local-backend/backend';
import { serveBackend } from './backend-http-server';

const root = resolve(import.meta.dirname, '../..');

export interface DenoFunction {
  /** Where the function answers, e.g. `http://127.0.0.1:41234/`. */
  url: string;
  stop(): Promise<void>;
}

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
      await fetch(url, { method: 'OPTIONS' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`deno did not start:\n${output()}`);
}

/**
 * Runs a deployed entry point (`supabase/functions/<name>/index.ts`) under real Deno, against
 * the backend served on loopback, as the edge runtime would: Supabase's variables plus `env`.
 */
export async function startDenoFunction(
  name: string,
  backend: LocalBackend,
  env: Record<string, string> = {},
): Promise<DenoFunction> {
  const server = await serveBackend(backend);
  const port = await freePort();
  let output = '';
  const deno = spawn(
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
      `supabase/functions/${name}/index.ts`,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        SUPABASE_URL: server.url,
        SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
        DENO_NO_UPDATE_CHECK: '1',
        // Where Deno.serve() listens, as the edge runtime decides it in production.
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      },
    },
  );
  deno.stdout?.on('data', (d) => (output += d));
  deno.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url, deno, () => output);
  } catch (error) {
    deno.kill();
    await server.close();
    throw error;
  }
  return {
    url,
    async stop() {
      deno.kill();
      await server.close();
    },
  };
}
