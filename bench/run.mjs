// Prints the figures we watch, from the production build in dist/ (npm run bench builds it first):
// the landing page's JavaScript, the CSS, the embedded database a local-mode user downloads,
// the local backend's cold start and warm open in Node (bench/local-backend.bench-test.ts), and
// spend_credits' throughput and latency on a throwaway PostgreSQL server (bench/credits-spend.bench-test.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
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

const rows = [
  ['landing page JavaScript (gzip)', `${landingKb.toFixed(1)} KB`, 'budget 100 KB'],
  ['all CSS (gzip)', `${cssKb.toFixed(1)} KB`, ''],
  ['local-mode database download (gzip)', `${(databaseKb / 1024).toFixed(2)} MB`, databaseFiles.join(', ')],
];
for (const [name, value, note] of rows) console.log(`${name.padEnd(40)} ${value.padStart(10)}  ${note}`);
if (landingKb > 100) {
  console.error('The landing page is over its 100 KB budget.');
  process.exitCode = 1;
}

execFileSync('npx', ['vitest', 'run', '--project', 'bench', '--reporter=dot', '--silent=false'], {
  stdio: 'inherit',
});
