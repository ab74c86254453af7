// The main thread of a returning user's signed-in screens, from a trace: what Lighthouse's Total
// Blocking Time is made of, with less noise than its score. Lighthouse simulates a phone from
// one unthrottled load: each main-thread task counts 4x as long, and each 50 ms over is blocking.
// Here the same sum is read from real traces, medians of BENCH_RUNS (default 5) loads, so that a
// change worth 100 ms of it shows; a Lighthouse median of 3 moves by more than that on its own.
//
// Method: sign up once through the UI in a persistent Chromium profile (as bench/lighthouse.mjs
// does), reload once, then for each run load each route from about:blank with the DevTools
// timeline traced, unthrottled, and wait BENCH_WAIT_MS (default 5000) past the navigation: the
// database opens and every screen query is answered again in that time. The tasks are the
// renderer's main-thread `RunTask` events from the navigation on.
// - blocking x4: the sum over tasks of (4 x duration - 50 ms) where positive;
// - busy: the sum of all task durations;
// - over 12.5 ms: the tasks that count as blocking, and the longest;
// - scripts from code cache: of the module scripts the page compiled, how many V8 took from its
//   code cache. Chromium keeps none for a response sent `no-cache` (scripts/preview-cache-headers.ts).
//
// BENCH_COMPARE=<build folder> measures that build too, in its own server and profile, each run
// alternating between the two, and prints both: the way to tell whether a change helped.
// BENCH_ROUTES=/dashboard,/dashboard/video-creator (a comma list) picks the routes.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildName, median, registerAndReload, startLocalPreview } from './preview-server.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const waitMs = Number(process.env.BENCH_WAIT_MS ?? 5000);
const firstPort = Number(process.env.BENCH_MAIN_THREAD_PORT ?? 4205);
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const routes = (
  process.env.BENCH_ROUTES ?? '/dashboard,/dashboard/video-creator,/dashboard/settings?tab=billing'
)
  .split(',')
  .map((route) => route.trim());
const builds = [
  process.env.BENCH_DIST ?? 'dist',
  ...(process.env.BENCH_COMPARE ? [process.env.BENCH_COMPARE] : []),
];

/**
 * How long each of the renderer main thread's tasks took in one load of `url`, in ms, from its
 * navigation on; and how many of the page's module scripts V8 compiled, and how many of those it
 * took from its code cache (compiled code kept from an earlier visit) rather than compiling anew.
 */
async function tracedLoad(context, page, url) {
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    },
    transferMode: 'ReportEvents',
  });
  await page.goto(url);
  await page.waitForTimeout(waitMs);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const path = new URL(url).pathname;
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      URL.parse(event.args?.data?.documentLoaderURL ?? '')?.pathname === path,
  );
  if (!navigation) throw new Error(`No navigation to ${path} in the trace`);
  const onPageThread = (event) =>
    event.pid === navigation.pid && event.tid === navigation.tid && event.ts >= navigation.ts;
  const tasks = events
    .filter((event) => event.name === 'RunTask' && onPageThread(event) && event.dur)
    .map((event) => event.dur / 1000);
  const scripts = events.filter((event) => event.name === 'v8.compileModule' && onPageThread(event));
  return {
    tasks,
    scripts: scripts.length,
    scriptsFromCodeCache: scripts.filter((event) => event.args?.data?.consumedCacheSize > 0).length,
  };
}

function figuresOf({ tasks, scripts, scriptsFromCodeCache }) {
  const blocking = tasks.filter((ms) => 4 * ms > 50);
  return {
    scripts,
    scriptsFromCodeCache,
    blockingX4: blocking.reduce((sum, ms) => sum + 4 * ms - 50, 0),
    busy: tasks.reduce((sum, ms) => sum + ms, 0),
    blockingTasks: blocking.length,
    longest: Math.max(0, ...tasks),
  };
}

const servers = [];
const profiles = [];
const contexts = [];
try {
  for (const [index, outDir] of builds.entries()) {
    const server = await startLocalPreview({ port: firstPort + index, outDir });
    servers.push(server);
    const profile = mkdtempSync(join(tmpdir(), 'creator-os-main-thread-'));
    profiles.push(profile);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath,
      args: ['--no-sandbox', '--disable-gpu'],
      viewport: { width: 412, height: 823 },
    });
    contexts.push(context);
    const page = context.pages()[0] ?? (await context.newPage());
    await registerAndReload(page, server.origin, `main-thread.${index}.${Date.now()}@example.com`);
  }

  const figures = new Map();
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const [index, outDir] of builds.entries()) {
        const context = contexts[index];
        const page = context.pages()[0];
        const load = await tracedLoad(context, page, `${servers[index].origin}${route}`);
        const key = `${route}|${outDir}`;
        figures.set(key, [...(figures.get(key) ?? []), figuresOf(load)]);
      }
    }
  }

  console.log(
    `\nMain thread of a returning user's load, unthrottled, ${waitMs / 1000} s from navigation, median of ${runs}`,
  );
  console.log(
    '  route                              build          blocking x4   busy   tasks over 12.5 ms   longest   scripts from code cache',
  );
  for (const route of routes) {
    for (const outDir of builds) {
      const loads = figures.get(`${route}|${outDir}`);
      const pick = (key) => median(loads.map((load) => load[key]));
      console.log(
        `  ${route.padEnd(34)} ${buildName(outDir).padEnd(14)} ${`${Math.round(pick('blockingX4'))} ms`.padStart(11)} ${`${Math.round(pick('busy'))} ms`.padStart(7)} ${String(pick('blockingTasks')).padStart(20)} ${`${Math.round(pick('longest'))} ms`.padStart(9)} ${`${pick('scriptsFromCodeCache')} of ${pick('scripts')}`.padStart(25)}`,
      );
    }
  }
} finally {
  for (const context of contexts) await context.close();
  for (const server of servers) server.stop();
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true });
}
