import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium where present: a browser download cannot work on these machines.
const debianChromium = '/usr/bin/chromium';
const executablePath = existsSync(debianChromium) ? debianChromium : undefined;
if (!executablePath && process.env.CI === 'true') {
  throw new Error(`CI=true but ${debianChromium} is missing: install Debian's chromium package`);
}

const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// E2E_PORT and E2E_OUT_DIR let two checkouts' runs share a machine (CI uses the defaults).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: outDir === 'dist' ? 'test-results' : `test-results-${path.basename(outDir)}`,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Two browsers at once: each test has its own context (its own database and storage), and the
  // browser stage takes about a third less time on two cores than one at a time.
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // A control that never appears fails its step, not the whole test's time.
    actionTimeout: 30_000,
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    // Tests tagged @desktop-only (desktopOnly in tests/e2e/support.ts) are not in the phone
    // project at all, rather than listed there and skipped.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop-only/ },
  ],
  webServer: {
    // The built app in local mode: no Supabase variables, whatever the shell has.
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: '' },
  },
});
