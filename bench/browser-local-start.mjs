// Local mode in Chromium, from the production build in dist/ (or BENCH_DIST): how long a new
// browser takes to a connected database (the build's snapshot, then the backend), a returning one
// (the database reopened from IndexedDB), and a signed-in dashboard to its first figures (a burst
// of requests through the in-browser backend). Medians of BENCH_RUNS (default 3) fresh contexts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const port = Number(process.env.BENCH_PORT ?? 4199);
const outDir = process.env.BENCH_DIST ?? 'dist';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(baseURL)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`vite preview did not answer on ${baseURL}`);
}

async function connected(page) {
  await page.getByText('Connected').nth(1).waitFor({ timeout: 180_000 });
}

async function oneRun(browser, index) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let started = Date.now();
  await page.goto(`${baseURL}/test-connection`);
  await connected(page);
  const first = Date.now() - started;

  started = Date.now();
  await page.reload();
  await connected(page);
  const warm = Date.now() - started;

  await page.goto(`${baseURL}/auth/register`);
  await page.getByLabel('First name').fill('Bench');
  await page.getByLabel('Last name').fill('Mark');
  await page.getByLabel('Email').fill(`bench.${Date.now()}.${index}@example.com`);
  await page.getByLabel('Company name').fill('Bench Co');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('Confirm password').fill('correct-horse-battery');
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 180_000 });
  await page.getByRole('link', { name: 'Credits: 5' }).waitFor({ timeout: 60_000 });

  // Billing reads the balance, subscription, ledger, plans, workspaces and payment status.
  started = Date.now();
  await page.goto(`${baseURL}/dashboard/settings?tab=billing`);
  await page
    .getByRole('region', { name: 'Available Plans' })
    .getByText('Most Popular')
    .waitFor({ timeout: 60_000 });
  await page.getByText('Environment: local').waitFor({ timeout: 60_000 });
  const billing = Date.now() - started;
  await context.close();
  return { first, warm, billing };
}

const server = spawn(
  'npx',
  ['vite', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
  {
    stdio: 'ignore',
    env: { ...process.env, VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
    detached: true,
  },
);
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await oneRun(browser, i));
  await browser.close();
  console.log(`\nlocal mode in Chromium (median of ${runs} new browser profiles)`);
  console.log(
    `  first start to a connected database      ${seconds(median(results.map((r) => r.first))).padStart(8)}  (snapshot load, backend start)`,
  );
  console.log(
    `  returning start (reload)                  ${seconds(median(results.map((r) => r.warm))).padStart(8)}  (database reopened from IndexedDB)`,
  );
  console.log(
    `  signed-in Billing page to its figures     ${seconds(median(results.map((r) => r.billing))).padStart(8)}  (reload, then ~10 requests)`,
  );
} finally {
  process.kill(-server.pid);
}
