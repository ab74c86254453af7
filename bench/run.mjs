// Prints the figures we watch, from the production build in dist/ (npm run bench builds it first):
// the landing page's JavaScript, the CSS, the embedded database a local-mode user downloads,
// the local backend's start in Chromium (bench/browser-local-start.mjs), Lighthouse medians for the
// landing, auth and signed-in routes (bench/lighthouse.mjs) and the main thread of the signed-in
// ones read from traces (bench/main-thread.mjs), the backend's cold start and
// warm open in Node (bench/local-backend.bench-test.ts), and
// spend_credits' throughput and latency on a throwaway PostgreSQL server (bench/credits-spend.bench-test.ts),
// the partner API's key verification at a steady load there (bench/partner-api.bench-test.ts), the
// Campaigns screen with 1,000 campaigns and a bulk delete of 200 (bench/campaigns.bench-test.ts), and a
// local-mode backup's size, make and restore time, new and with 1,000 scripts (bench/local-backup.bench-test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// BENCH_DIST reads another build folder (e.g. dist-x) without rebuilding dist/.
const dist = new URL(`../${process.env.BENCH_DIST ?? 'dist'}/`, import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically: what the browser fetches before it runs. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = 'src/features/landing/screens/landing-screen.tsx';
const landingChunks = new Set([...staticClosure(entryKey), ...staticClosure(landingKey)]);
const landingJs = [...landingChunks].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const landingKb = landingJs.reduce((sum, f) => sum + gzipKb(f), 0);

const assets = readdirSync(join(dist, 'assets'));
const cssKb = assets.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipKb(`assets/${f}`), 0);
const databaseFiles = assets.filter((f) => /^(pglite|initdb|pgcrypto)/.test(f));
const databaseKb = databaseFiles.reduce((sum, f) => sum + gzipKb(`assets/${f}`), 0);
// Already gzip: its size as served, fetched once by a browser's first local start.
const snapshotFiles = assets.filter((f) => f.startsWith('db-snapshot-'));
const snapshotMb =
  snapshotFiles.reduce((sum, f) => sum + readFileSync(join(dist, 'assets', f)).length, 0) / 1024 / 1024;

// The local backend a signed-in page loads (auth, PostgREST, functions, the tab's line to the database worker),
// beyond the entry: PGlite itself runs in its worker, so none of it should be here.
const entryClosure = staticClosure(entryKey);
const backendKey = 'local-backend/browser.ts';
const backendKb = [...staticClosure(backendKey)]
  .filter((k) => !entryClosure.has(k) && manifest[k].file.endsWith('.js'))
  .reduce((sum, k) => sum + gzipKb(manifest[k].file), 0);

const rows = [
  ['landing page JavaScript (gzip)', `${landingKb.toFixed(1)} KB`, 'budget 100 KB'],
  ['local backend in the page (gzip)', `${backendKb.toFixed(1)} KB`, 'signed-in pages, local mode'],
  ['all CSS (gzip)', `${cssKb.toFixed(1)} KB`, ''],
  ['local-mode database download (gzip)', `${(databaseKb / 1024).toFixed(2)} MB`, databaseFiles.join(', ')],
  ['migrated database snapshot (gzip)', `${snapshotMb.toFixed(2)} MB`, 'once per browser, first local start'],
];
for (const [name, value, note] of rows) console.log(`${name.padEnd(40)} ${value.padStart(10)}  ${note}`);
if (landingKb > 100) {
  console.error('The landing page is over its 100 KB budget.');
  process.exitCode = 1;
}

// Each route's own chunk (what opening that screen adds), and the chunks it shares with other
// routes (chart code, the UI kit) that are not already in the entry.
// Settings is a tab shell in the app layer; each of its tabs is a lazy chunk of its own feature.
const settingsKey = 'src/app/settings/settings-screen.tsx';
const settingsTabs = manifest[settingsKey]?.dynamicImports ?? [];
const routeScreens = Object.keys(manifest).filter(
  (k) => /^src\/features\/[^/]+\/screens\/[^/]+-screen\.tsx$/.test(k) || k === settingsKey,
);
// A dashboard screen opens inside the dashboard's routes and layout, already loaded by then.
const dashboardKey = 'src/app/dashboard-routes.tsx';
const dashboardClosure = staticClosure(dashboardKey);
const loadedBefore = (k) =>
  settingsTabs.includes(k)
    ? new Set([...entryClosure, ...dashboardClosure, ...staticClosure(settingsKey)])
    : (manifest[dashboardKey].dynamicImports ?? []).includes(k)
      ? new Set([...entryClosure, ...dashboardClosure])
      : entryClosure;
const closures = new Map(
  [...routeScreens, ...settingsTabs].map((k) => {
    const before = loadedBefore(k);
    return [k, [...staticClosure(k)].filter((c) => c !== k && !before.has(c))];
  }),
);
const useCount = new Map();
for (const chunks of closures.values()) for (const c of chunks) useCount.set(c, (useCount.get(c) ?? 0) + 1);
console.log(
  `\nroute chunks (gzip): own chunk, then chunks shared with other routes that it loads` +
    `\n  (dashboard routes and layout: ${[...dashboardClosure]
      .filter((c) => !entryClosure.has(c))
      .reduce((sum, c) => sum + gzipKb(manifest[c].file), 0)
      .toFixed(1)} KB, loaded once for every dashboard page)`,
);
let overBudget = false;
/** A route's name in the table: the screen's, or "settings › <tab>" for a Settings tab. */
const routeName = (key) =>
  settingsTabs.includes(key)
    ? `settings › ${key.replace(/^.*\//, '').replace(/\.tsx$/, '')}`
    : key.replace(/^src\/(features\/[^/]+\/screens|app\/settings)\//, '').replace(/-screen\.tsx$/, '');
for (const [key, chunks] of [...closures].sort(([a], [b]) => routeName(a).localeCompare(routeName(b)))) {
  const name = routeName(key);
  const own = gzipKb(manifest[key].file);
  const shared = chunks.filter((c) => manifest[c].file.endsWith('.js'));
  const sharedKb = shared.reduce((sum, c) => sum + gzipKb(manifest[c].file), 0);
  // Name only the shared chunks big enough to matter (chart code, the database client).
  const big = shared.filter((c) => gzipKb(manifest[c].file) >= 5);
  const names = big.map(
    (c) => `${manifest[c].name ?? c} ${gzipKb(manifest[c].file).toFixed(1)} KB, ${useCount.get(c)} routes`,
  );
  const sharedNote = shared.length
    ? `+ ${sharedKb.toFixed(1)} KB shared${names.length ? ` (${names.join('; ')})` : ''}`
    : '';
  console.log(`  ${name.padEnd(38)} ${`${own.toFixed(1)} KB`.padStart(10)}  ${sharedNote}`);
  if (own > 60) overBudget = true;
}
// The chart drawings (recharts) load apart from their screens, once a chart comes into view.
const chartChunks = new Set(
  Object.keys(manifest)
    .filter((k) => /^src\/components\/charts\/[^/]+-picture\.tsx$/.test(k))
    .flatMap((k) => [...staticClosure(k)])
    .filter((c) => !entryClosure.has(c) && manifest[c].file.endsWith('.js')),
);
if (chartChunks.size) {
  const chartKb = [...chartChunks].reduce((sum, c) => sum + gzipKb(manifest[c].file), 0);
  console.log(
    `  ${'chart drawings (when one is in view)'.padEnd(38)} ${`${chartKb.toFixed(1)} KB`.padStart(10)}`,
  );
}
if (overBudget) {
  console.error('A route chunk is over its 60 KB budget.');
  process.exitCode = 1;
}

// BENCH_SIZES_ONLY=1 stops after the sizes (the timing benches take a few minutes).
if (!process.env.BENCH_SIZES_ONLY) {
  execFileSync('node', [new URL('./browser-local-start.mjs', import.meta.url).pathname], {
    stdio: 'inherit',
  });
  // BENCH_SKIP_LIGHTHOUSE=1 leaves out the Lighthouse medians (about 5 minutes).
  if (!process.env.BENCH_SKIP_LIGHTHOUSE) {
    execFileSync('node', [new URL('./lighthouse.mjs', import.meta.url).pathname], { stdio: 'inherit' });
    // What the signed-in routes' Total Blocking Time is made of, with less noise (about 2 minutes).
    execFileSync('node', [new URL('./main-thread.mjs', import.meta.url).pathname], { stdio: 'inherit' });
  }
  execFileSync('npx', ['vitest', 'run', '--project', 'bench', '--reporter=dot', '--silent=false'], {
    stdio: 'inherit',
  });
}
