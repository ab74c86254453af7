import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Vitest's default is one worker less than the cores, which on a 2-core CI machine runs the test
// files one after another. Every project uses every core except bench, which sets its own.
// (The config's value wins over --maxWorkers on the command line; VITEST_MAX_WORKERS=1 still wins.)
const everyCore = '100%';

const nodeProject = {
  environment: 'node' as const,
  setupFiles: ['tests/support/node-setup.ts'],
  globalSetup: ['tests/support/postgres-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      maxWorkers: everyCore,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'local-backend/**/*.test.ts'],
            setupFiles: ['src/test/setup.ts'],
          },
        },
        { extends: true, test: { name: 'db', include: ['tests/db/**/*.test.{ts,tsx}'], ...nodeProject } },
        {
          extends: true,
          test: { name: 'functions', include: ['tests/functions/**/*.test.ts'], ...nodeProject },
        },
        {
          extends: true,
          // One file at a time: the benchmarks measure, so nothing else may run beside them.
          test: { name: 'bench', include: ['bench/**/*.bench-test.ts'], maxWorkers: 1, ...nodeProject },
        },
      ],
    },
  }),
);
