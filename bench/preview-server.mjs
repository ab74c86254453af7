// What the browser benches share: the local-mode build served by `vite preview`, and the median.
import { spawn } from 'node:child_process';

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A build folder's name as the benches print it beside its figures: its last path segment. */
export const buildName = (outDir) => outDir.split('/').filter(Boolean).pop();

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

/** Signs a new user up through the app's register form and waits for their dashboard's credits. */
export async function registerThroughForm(page, origin, email) {
  await page.goto(`${origin}/auth/register`);
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill('Mark');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Bench Co');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Confirm password').fill('correct-horse-battery');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 180_000 });
  await page.getByRole('link', { name: 'Credits: 5' }).waitFor({ timeout: 60_000 });
}

/**
 * Signs a new user up (registerThroughForm) and reloads once: the session and the local database
 * outlive the page, so the returning-user benches start from a proven signed-in profile.
 */
export async function registerAndReload(page, origin, email) {
  await registerThroughForm(page, origin, email);
  await page.reload();
  await page.getByRole('link', { name: 'Credits: 5' }).waitFor({ timeout: 60_000 });
}
