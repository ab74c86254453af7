// What the browser benches share: the local-mode build served by `vite preview`, and the median.
import { spawn } from 'node:child_process';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function waitForServer(origin) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`vite preview did not answer on ${origin}`);
}

/**
 * Serves `outDir` on 127.0.0.1:`port` in local mode (no Supabase variables, whatever the shell has)
 * and resolves once it answers; `stop()` ends it.
 */
export async function startLocalPreview({ port, outDir }) {
  const server = spawn(
    'npx',
    ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    {
      stdio: 'ignore',
      env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
      detached: true,
    },
  );
  const stop = () => process.kill(-server.pid);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}
