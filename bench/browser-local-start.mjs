// Local mode in Chromium, from the production build in dist/ (or BENCH_DIST): how long a new
// browser takes to a connected database (the build's snapshot, then the backend), a returning one
// (the database reopened from IndexedDB), and a signed-in dashboard to its first figures (a burst
// of requests through the in-browser backend), and a returning user's dashboard (the shell, their
// cached data, the database open). Medians of BENCH_RUNS (default 3) fresh contexts.
// Also the database's open inside its worker (the `local-database-open` measure of
// local-backend/browser/pglite.worker.ts), for a returning user and for a regular whose browser
// keeps Postgres's compiled code, what a write's copy to IndexedDB costs there (the
// `local-database-sync` measure of worker-database.ts), the build's snapshot (as served and
// unpacked), what a first start leaves in the browser's storage (navigator.storage.estimate()),
// and a backup made from Settings then restored from the sign-in page of a new profile (issue 18).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median, registerThroughForm, startLocalPreview } from './preview-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4199);
const outDir = process.env.BENCH_DIST ?? 'dist';
const runs = Number(process.env.BENCH_RUNS ?? 3);
const baseURL = `http://127.0.0.1:${port}`;
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

async function connected(page) {
  await page.getByText('Connected').nth(1).waitFor({ timeout: 180_000 });
}

/** The worker's `local-database-open` measure, in ms (the page's one database worker). */
async function workerOpen(page) {
  for (const worker of page.workers()) {
    const ms = await worker
      .evaluate(() => performance.getEntriesByName('local-database-open')[0]?.duration)
      .catch(() => undefined);
    if (ms !== undefined) return ms;
  }
  return NaN;
}

/** The worker's `local-database-sync` measures, in ms: each copy of written files to IndexedDB. */
async function workerSyncs(page) {
  for (const worker of page.workers()) {
    const syncs = await worker
      .evaluate(() => performance.getEntriesByName('local-database-sync').map((entry) => entry.duration))
      .catch(() => []);
    if (syncs.length > 0) return syncs;
  }
  return [];
}

/**
 * The open of a regular: Chromium keeps the compiled code of a large WebAssembly module (PGlite's
 * Postgres) in its code cache only once enough of it has been optimized, which one start does not
 * reach, so the second start (the "returning" figure) still compiles Postgres's functions as they
 * are first called. A few more starts a few seconds apart, in the same profile, then the last one.
 */
async function regularOpen(page) {
  for (let start = 0; start < 3; start += 1) {
    await page.waitForTimeout(5000);
    await page.goto(`${baseURL}/test-connection`);
    await connected(page);
  }
  return workerOpen(page);
}

/** What the origin stores, in bytes: all of it, and per kind where Chromium says. */
function storageUse(page) {
  return page.evaluate(async () => {
    const { usage = 0, usageDetails = {} } = await navigator.storage.estimate();
    return { usage, indexedDB: usageDetails.indexedDB ?? 0, opfs: usageDetails.fileSystem ?? 0 };
  });
}

/** The snapshot in the build: its size as served (gzip) and the bytes of the files it unpacks to. */
function snapshotSizes() {
  const assets = join(outDir, 'assets');
  const file = readdirSync(assets).find((name) => name.startsWith('db-snapshot-'));
  if (!file) return null;
  const gzip = readFileSync(join(assets, file));
  const tar = gunzipSync(gzip);
  let unpacked = 0;
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0;) {
    const size =
      parseInt(
        tar
          .subarray(at + 124, at + 136)
          .toString()
          .replace(/\0.*$/, '')
          .trim(),
        8,
      ) || 0;
    unpacked += size;
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return { gzip: gzip.length, unpacked };
}

async function oneRun(browser, index) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let started = Date.now();
  await page.goto(`${baseURL}/test-connection`);
  await connected(page);
  const first = Date.now() - started;
  const firstOpen = await workerOpen(page);
  const stored = await storageUse(page);

  started = Date.now();
  await page.reload();
  await connected(page);
  const warm = Date.now() - started;
  const warmOpen = await workerOpen(page);

  const regular = await regularOpen(page);

  await registerThroughForm(page, baseURL, `bench.${Date.now()}.${index}@example.com`);
  const signUpSyncs = await workerSyncs(page);
  const dashboard = await returningDashboard(page);

  // Billing reads the balance, subscription, ledger, plans, workspaces and payment status.
  started = Date.now();
  await page.goto(`${baseURL}/dashboard/settings?tab=billing`);
  await page
    .getByRole('region', { name: 'Available Plans' })
    .getByText('Most Popular')
    .waitFor({ timeout: 60_000 });
  await page.getByText('Environment: local').waitFor({ timeout: 60_000 });
  const billing = Date.now() - started;
  const restored = await backupAndRestore(browser, page);
  await context.close();
  return {
    first,
    warm,
    billing,
    firstOpen,
    warmOpen,
    regular,
    signUpSyncs,
    stored,
    ...dashboard,
    ...restored,
  };
}

/**
 * A returning user's dashboard, reloaded (issue 17: "sees their last-known data at once"): when
 * the shell (its top bar) is first drawn, when the welcome line shows the user's name from the
 * persisted query cache, and when the database is open (the "Opening your local workspace…"
 * notice goes), all from the navigation, read frame by frame in the page.
 */
async function returningDashboard(page) {
  // The query cache is written to IndexedDB at most once a second (src/lib/query/persistence).
  await page.waitForTimeout(1500);
  await page.addInitScript(() => {
    // The page keeps this script for its later loads (Billing, the backup): they are not watched.
    if (location.pathname !== '/dashboard') return;
    const times = {};
    window.__returningDashboard = times;
    const watch = () => {
      const now = performance.now();
      // Laid out: the landing page's prerendered HTML, served for /dashboard too, has a hidden one.
      const shellShown = [...document.querySelectorAll('header')].some(
        (header) => header.getClientRects().length > 0,
      );
      if (times.shell === undefined && shellShown) times.shell = now;
      const heading = document.querySelector('h1')?.textContent ?? '';
      if (times.cached === undefined && heading.includes('Welcome back, Bench!')) times.cached = now;
      const opening = [...document.querySelectorAll('[role="status"]')].some((status) =>
        status.textContent.includes('local workspace'),
      );
      if (opening) times.opening = true;
      if (times.ready === undefined && times.opening && !opening) times.ready = now;
      if (now < 60_000 && times.ready === undefined) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('link', { name: 'Credits: 5' }).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => window.__returningDashboard.ready !== undefined, null, {
    timeout: 60_000,
  });
  const { shell, cached, ready } = await page.evaluate(() => window.__returningDashboard);
  return { dashboardShell: shell, dashboardCached: cached - shell, dashboardReady: ready };
}

/**
 * Downloads a backup from Settings (click to file), then restores it in a new profile from the
 * sign-in page: from "Replace and restore" to the sign-in page over the restored database (the
 * new profile's own first start, which reading the file needs, is not counted).
 */
async function backupAndRestore(browser, page) {
  await page.goto(`${baseURL}/dashboard/settings?tab=privacy`);
  const card = page.getByRole('region', { name: 'Storage on this device' });
  const button = card.getByRole('button', { name: 'Download backup' });
  await button.waitFor({ timeout: 60_000 });
  let started = Date.now();
  const downloading = page.waitForEvent('download');
  await button.click();
  const path = await (await downloading).path();
  const backup = Date.now() - started;
  const backupBytes = statSync(path).size;

  const fresh = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const other = await fresh.newPage();
    await other.goto(`${baseURL}/auth/login`);
    await other.getByLabel('Backup file').setInputFiles(path);
    const confirm = other
      .getByRole('alertdialog', { name: 'Restore this backup?' })
      .getByRole('button', { name: 'Replace and restore' });
    await confirm.waitFor({ timeout: 180_000 });
    started = Date.now();
    await confirm.click();
    await other.waitForURL(/\/auth\/login\?restored=1$/, { timeout: 180_000 });
    return { backup, backupBytes, restore: Date.now() - started };
  } finally {
    await fresh.close();
  }
}

const server = await startLocalPreview({ port, outDir });
try {
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
    `  database open in its worker, first start  ${seconds(median(results.map((r) => r.firstOpen))).padStart(8)}  (snapshot fetched; loading it, Postgres start)`,
  );
  console.log(
    `  database open in its worker, returning    ${seconds(median(results.map((r) => r.warmOpen))).padStart(8)}  (files read from IndexedDB, recovery)`,
  );
  console.log(
    `  database open in its worker, a regular    ${seconds(median(results.map((r) => r.regular))).padStart(8)}  (the fifth start: Chromium now keeps Postgres's compiled code)`,
  );
  const syncs = results.flatMap((r) => r.signUpSyncs);
  console.log(
    `  a write's copy to IndexedDB               ${`${Math.round(median(syncs))} ms`.padStart(8)}  (worker, median of the ${syncs.length} copies sign-ups made; longest ${Math.round(Math.max(...syncs))} ms)`,
  );
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const snapshot = snapshotSizes();
  if (snapshot) {
    console.log(
      `  database snapshot                         ${mb(snapshot.gzip).padStart(8)}  (gzip, as served; ${mb(snapshot.unpacked)} unpacked)`,
    );
  }
  const stored = results.map((r) => r.stored);
  console.log(
    `  storage after a first start               ${mb(median(stored.map((s) => s.usage))).padStart(8)}  (navigator.storage.estimate(): IndexedDB ${mb(median(stored.map((s) => s.indexedDB)))}, OPFS ${mb(median(stored.map((s) => s.opfs)))})`,
  );
  console.log(
    `  returning dashboard, shell drawn          ${seconds(median(results.map((r) => r.dashboardShell))).padStart(8)}  (reload of a signed-in user's /dashboard, from navigation)`,
  );
  console.log(
    `  returning dashboard, cached data          ${`+${Math.round(median(results.map((r) => r.dashboardCached)))} ms`.padStart(8)}  (after the shell: their name from the persisted query cache; goal under 300 ms)`,
  );
  console.log(
    `  returning dashboard, database open        ${seconds(median(results.map((r) => r.dashboardReady))).padStart(8)}  (from navigation: "Opening your local workspace…" gone)`,
  );
  console.log(
    `  signed-in Billing page to its figures     ${seconds(median(results.map((r) => r.billing))).padStart(8)}  (reload, then ~10 requests)`,
  );
  console.log(
    `  backup from Settings, a new user          ${seconds(median(results.map((r) => r.backup))).padStart(8)}  (click to file; ${mb(median(results.map((r) => r.backupBytes)))})`,
  );
  console.log(
    `  restore from the sign-in page             ${seconds(median(results.map((r) => r.restore))).padStart(8)}  (confirm to the sign-in page over the restored database, a new profile)`,
  );
} finally {
  server.stop();
}
