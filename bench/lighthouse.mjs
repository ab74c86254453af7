// Lighthouse medians for the routes issue 17 watches, from the production build in dist/ (or
// BENCH_DIST), served by `vite preview` in local mode.
//
// Method (repeat it by hand the same way):
// - Lighthouse 13, its default settings (mobile: a Moto G Power screen, simulated slow 4G and 4x
//   CPU slow-down), performance category only, on Debian's Chromium (/usr/bin/chromium, or
//   CHROME_PATH) started by chrome-launcher with --headless=new --no-sandbox --disable-gpu and the
//   flags playwright.config.ts uses.
// - Signed-out routes (`/`, `/about`, `/auth/login`, `/auth/register`): a fresh temporary
//   profile, and Lighthouse resets the origin's storage and the HTTP cache before each run, as it
//   does by default.
// - Signed-in routes: sign up once through the UI (the register form keeps the session, as
//   "Remember me" does) in a persistent Chromium profile (Playwright's launchPersistentContext on
//   a temporary user-data-dir), reload once to prove the session and the database survived, and
//   close it. Lighthouse then runs on that user-data-dir with --disable-storage-reset, so the
//   session (localStorage) and the local database (IndexedDB) stay. Each signed-in route is
//   measured twice:
//   - "kept": the issue's method as it stands; the HTTP cache and the service worker's caches
//     stay too, as for a returning user on a phone;
//   - "cold": before each run the bench empties the HTTP cache, the Cache Storage and the service
//     worker itself (over the DevTools protocol), so the app's code is downloaded again, as after
//     an update or an evicted cache.
//   A run that lands anywhere but the route it asked for fails the bench.
// - Each figure is the median of LIGHTHOUSE_RUNS runs (default 3). JS is every script response
//   the page received (transfer size, gzip as served, and the number of files).
//
// LIGHTHOUSE_RUNS=1 and LIGHTHOUSE_ROUTES=/,/dashboard (a comma list) make it quicker; a signed-in
// route's label ("/dashboard (kept)") picks only that one of its two measures;
// LIGHTHOUSE_REPORTS=<folder> keeps each run's JSON report there (open it in the Lighthouse viewer);
// LIGHTHOUSE_WATERFALL=/dashboard/analytics prints that route's script requests from its first run:
// when each started and ended as the browser saw them (the DevTools protocol's timings, unthrottled).
// LIGHTHOUSE_COMPARE=<build folder> measures that build too, in its own server, browser and
// profile, each run alternating between the two builds, and prints both. On a machine whose speed
// drifts within minutes (single runs of one build here span 20 points), that is the way to tell
// whether a change helped; medians taken one build after the other mostly measure the drift.
// LIGHTHOUSE_CPU_SLOWDOWN=6.4 replaces Lighthouse's simulated 4x CPU slow-down: the same figures as
// from a machine 1.6 times slower (Lighthouse multiplies each observed task by it). The machines of
// earlier sessions here were about that much slower than a quiet one (bench/main-thread.mjs busy
// time 400-520 ms against 250-330 ms), and their medians matched a 6.4x run on the quiet one; so it
// shows how much room a route has left, with the low noise of a quiet machine.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import { buildName, median, registerAndReload, startLocalPreview } from './preview-server.mjs';

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4198);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const cpuSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : null;
if (cpuSlowdown !== null && !(cpuSlowdown >= 1))
  throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number of 1 or more');
/** The build measured, and the one it is compared with: each served on a port of its own. */
const builds = [
  process.env.BENCH_DIST ?? 'dist',
  ...(process.env.LIGHTHOUSE_COMPARE ? [process.env.LIGHTHOUSE_COMPARE] : []),
].map((outDir, index) => ({
  outDir,
  name: buildName(outDir),
  origin: `http://127.0.0.1:${port + index}`,
}));
const compared = builds.length > 1;
const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
// The flags of playwright.config.ts, so both see the same browser.
const browserFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const signedOutPaths = ['/', '/about', '/auth/login', '/auth/register'];
const signedInPaths = [
  '/dashboard',
  '/dashboard/analytics',
  '/dashboard/video-creator',
  '/dashboard/settings?tab=billing',
];
const allRoutes = [
  ...signedOutPaths.map((path) => ({ path, signedIn: false, label: path })),
  ...['kept', 'cold'].flatMap((caches) =>
    signedInPaths.map((path) => ({ path, signedIn: true, caches, label: `${path} (${caches})` })),
  ),
];
const wanted = process.env.LIGHTHOUSE_ROUTES?.split(',').map((route) => route.trim());
const routes = wanted
  ? allRoutes.filter((route) => wanted.includes(route.path) || wanted.includes(route.label))
  : allRoutes;

let lighthouseVersion = '';

/** Registers a new user through the UI in a persistent profile, and leaves them signed in there. */
async function signUpInProfile(userDataDir, origin) {
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromePath,
    args: browserFlags,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await registerAndReload(page, origin, `lighthouse.${Date.now()}@example.com`);
  } finally {
    await context.close();
  }
}

/** Sends one DevTools protocol command to the browser's first page. */
async function sendToPage(debugPort, method, params = {}) {
  const targets = await (await fetch(`http://127.0.0.1:${debugPort}/json/list`)).json();
  const page = targets.find((target) => target.type === 'page');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((open, fail) => socket.once('open', open).once('error', fail));
  try {
    socket.send(JSON.stringify({ id: 1, method, params }));
    await new Promise((answered) => socket.once('message', answered));
  } finally {
    socket.close();
  }
}

/** A cold start for a returning user: no cached code, the session and the database kept. */
async function emptyCaches(debugPort, origin) {
  await sendToPage(debugPort, 'Network.clearBrowserCache');
  await sendToPage(debugPort, 'Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'cache_storage,service_workers',
  });
}

function figuresOf(lhr, route, origin) {
  if (lhr.runtimeError) throw new Error(`${route.path}: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl);
  const asked = new URL(route.path, origin);
  if (landed.pathname !== asked.pathname) {
    throw new Error(`${route.path}: Lighthouse ended on ${landed.pathname}${landed.search}`);
  }
  lighthouseVersion = lhr.lighthouseVersion;
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKb: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    requests: requests.length,
    longestTask: longTasks.reduce((longest, task) => Math.max(longest, task.duration ?? 0), 0),
  };
}

/** The page's scripts and the database files in request order: start and end in ms from navigation. */
function printWaterfall(lhr, route, build) {
  const requests = lhr.audits['network-requests'].details.items.filter(
    (request) => request.resourceType === 'Script' || /\.(wasm|data|gz)$/.test(request.url),
  );
  console.log(
    `\nscript requests of ${route.path}${compared ? ` in ${build.name}` : ''} (ms from navigation start, unthrottled)`,
  );
  for (const request of requests) {
    const name = new URL(request.url).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}(\.\w+)$/, '$1');
    console.log(
      `  ${String(Math.round(request.networkRequestTime)).padStart(6)} → ${String(Math.round(request.networkEndTime)).padStart(6)}  ${name}`,
    );
  }
}

/**
 * Runs Lighthouse `runs` times on each route for each build, alternating between the builds run by
 * run, in one browser per build (on that build's profile when signed in).
 */
async function measure(group, profiles = []) {
  const browsers = [];
  const results = new Map();
  try {
    for (const index of builds.keys()) {
      browsers.push(
        await chromeLauncher.launch({
          chromePath,
          chromeFlags: ['--headless=new', ...browserFlags],
          ...(profiles[index] ? { userDataDir: profiles[index] } : {}),
        }),
      );
    }
    for (const route of group) {
      const figures = builds.map(() => []);
      for (let i = 0; i < runs; i += 1) {
        for (const [index, build] of builds.entries()) {
          const browser = browsers[index];
          if (route.caches === 'cold') await emptyCaches(browser.port, build.origin);
          const { lhr } = await lighthouse(`${build.origin}${route.path}`, {
            port: browser.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: route.signedIn,
            ...(cpuSlowdown ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
          });
          if (process.env.LIGHTHOUSE_REPORTS) {
            mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            const label = route.label.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
            const name = `${compared ? `${build.name}-` : ''}${label}-${i + 1}.json`;
            writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), JSON.stringify(lhr));
          }
          figures[index].push(figuresOf(lhr, route, build.origin));
          if (i === 0 && process.env.LIGHTHOUSE_WATERFALL === route.path) printWaterfall(lhr, route, build);
        }
      }
      for (const index of builds.keys()) {
        const pick = (key) => median(figures[index].map((run) => run[key]));
        results.set(`${route.label}|${index}`, {
          score: pick('score'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          jsKb: pick('jsKb'),
          jsFiles: pick('jsFiles'),
          requests: pick('requests'),
          longestTask: pick('longestTask'),
        });
      }
    }
  } finally {
    for (const browser of browsers) await browser.kill();
  }
  return results;
}

const servers = [];
const profiles = [];
try {
  for (const [index, build] of builds.entries()) {
    servers.push(await startLocalPreview({ port: port + index, outDir: build.outDir }));
  }
  const signedOut = routes.filter((route) => !route.signedIn);
  const signedIn = routes.filter((route) => route.signedIn);
  const results = new Map();
  if (signedOut.length) for (const [key, r] of await measure(signedOut)) results.set(key, r);
  if (signedIn.length) {
    for (const build of builds) {
      const profile = mkdtempSync(join(tmpdir(), 'creator-os-lighthouse-'));
      profiles.push(profile);
      await signUpInProfile(profile, build.origin);
    }
    for (const [key, r] of await measure(signedIn, profiles)) results.set(key, r);
  }

  console.log(
    `\nLighthouse ${lighthouseVersion} mobile${cpuSlowdown ? `, CPU slow-down ${cpuSlowdown}x` : ''}, median of ${runs} (signed in: a returning user, caches kept or emptied)`,
  );
  const header = [
    'route',
    ...(compared ? ['build'] : []),
    'perf',
    'LCP',
    'TBT',
    'CLS',
    'JS gz (files)',
    'requests',
    'longest task',
  ];
  const rows = routes.flatMap((route) =>
    builds.map((build, index) => {
      const r = results.get(`${route.label}|${index}`);
      return [
        route.label,
        ...(compared ? [build.name] : []),
        String(r.score),
        `${(r.lcp / 1000).toFixed(2)} s`,
        `${Math.round(r.tbt)} ms`,
        r.cls.toFixed(3),
        `${r.jsKb.toFixed(1)} KB (${r.jsFiles})`,
        String(r.requests),
        `${Math.round(r.longestTask)} ms`,
      ];
    }),
  );
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const leftAligned = compared ? 2 : 1;
  for (const row of [header, ...rows]) {
    console.log(
      `  ${row.map((cell, column) => (column < leftAligned ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`,
    );
  }
} finally {
  for (const server of servers) server.stop();
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
}
