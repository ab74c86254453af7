import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
          test: { name: 'bench', include: ['bench/**/*.bench-test.ts'], ...nodeProject },
        },
      ],
    },
  }),
);
