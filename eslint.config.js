import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way: shared code (components, lib, services, data) → features → app.
// A feature never imports another feature; the app layer composes them.
const features = [
  'admin',
  'analytics',
  'assistant',
  'audience-insights',
  'auth',
  'automation',
  'campaigns',
  'collaboration',
  'competitive-intel',
  'compliance',
  'dashboard',
  'diagnostics',
  'keywords',
  'landing',
  'live-streaming',
  'ps-faba',
  'settings',
  'templates',
  'thumbnail-designer',
  'video-creator',
  'workspaces',
  'youtube-spy',
];
const featureZones = features.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature never imports another feature: move shared code to src/components, src/lib or src/services.',
}));

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'dev-dist', 'node_modules', 'coverage', 'playwright-report', 'test-results*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            { target: './src/features', from: './src/app', message: 'Features never import the app layer.' },
            {
              target: ['./src/components', './src/lib', './src/services', './src/data'],
              from: ['./src/features', './src/app'],
              message: 'Shared code imports neither features nor the app layer.',
            },
            {
              target: './supabase/functions/_shared',
              from: './src',
              message: 'Edge-function code must run in Deno: it never imports the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.d.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { 'src/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'src/**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
);
