import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import ts from 'typescript';

// Imports flow one way: shared code (components, lib, services, data) → features → app.
// A feature never imports another feature; the app layer composes them.
const features = [
  'account-data',
  'admin',
  'analytics',
  'assistant',
  'audience-insights',
  'auth',
  'automation',
  'billing',
  'campaigns',
  'collaboration',
  'competitive-intel',
  'compliance',
  'dashboard',
  'diagnostics',
  'keywords',
  'landing',
  'live-streaming',
  'payment-setup',
  'profile',
  'provider-keys',
  'ps-faba',
  'templates',
  'thumbnail-designer',
  'tracking',
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

// No import circles, type imports included. import-x/no-cycle skips `import type` and has no
// option to count it, so this rule walks every import TypeScript sees in a file (values, types,
// re-exports, dynamic import()), resolved as tsconfig.app.json resolves them (the `@/` paths).
const resolution = ts.getParsedCommandLineOfConfigFile(
  path.join(import.meta.dirname, 'tsconfig.app.json'),
  { allowJs: true },
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => console.error(d.messageText) },
).options;
const resolutionCache = ts.createModuleResolutionCache(process.cwd(), (name) => name, resolution);

// Packages are never part of a circle: resolve only relative paths and the tsconfig aliases.
const aliases = Object.keys(resolution.paths ?? {}).map((alias) => alias.replace(/\*$/, ''));
const mayBeOurs = (specifier) =>
  /^(\.{1,2}(\/|$)|\/)/.test(specifier) || aliases.some((alias) => specifier.startsWith(alias));

/** A file's imports of our own files: where each one points, and where its specifier is written. */
function ownImports(file, text) {
  return ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
    if (!mayBeOurs(fileName)) return [];
    const { resolvedModule } = ts.resolveModuleName(fileName, file, resolution, ts.sys, resolutionCache);
    if (!resolvedModule || resolvedModule.isExternalLibraryImport) return [];
    return [{ target: path.resolve(resolvedModule.resolvedFileName), pos, end }];
  });
}

// file → { mtime, checkedAt, targets }: a file is looked at again at most once a second (an
// editor's long-running ESLint sees changes) and reread only when it changed.
const importsOnDisk = new Map();
function importedBy(file) {
  const cached = importsOnDisk.get(file);
  const now = Date.now();
  if (cached && now - cached.checkedAt < 1000) return cached.targets;
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const targets =
    cached?.mtime === mtime
      ? cached.targets
      : [...new Set(ownImports(file, fs.readFileSync(file, 'utf8')).map((edge) => edge.target))];
  importsOnDisk.set(file, { mtime, checkedAt: now, targets });
  return targets;
}

/** The import route from `start` back to `goal`, or null; `noWayBack` collects files that have none. */
function routeBack(start, goal, noWayBack) {
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    if (file === goal) {
      const route = [];
      for (let step = file; step !== null; step = cameFrom.get(step)) route.unshift(step);
      return route;
    }
    for (const next of importedBy(file)) {
      if (cameFrom.has(next) || noWayBack.has(next)) continue;
      cameFrom.set(next, file);
      queue.push(next);
    }
  }
  queue.forEach((file) => noWayBack.add(file));
  return null;
}

const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, counting type-only and dynamic imports.' },
    schema: [],
    messages: {
      cycle: 'Import circle: {{route}}. Move what both sides need to a module that imports neither.',
    },
  },
  create(context) {
    return {
      Program() {
        const file = path.resolve(context.physicalFilename);
        const noWayBack = new Set();
        for (const { target, pos, end } of ownImports(file, context.sourceCode.text)) {
          if (target === file) continue;
          const route = routeBack(target, file, noWayBack);
          if (!route) continue;
          const names = [file, ...route].map((step) => path.relative(process.cwd(), step));
          context.report({
            loc: {
              start: context.sourceCode.getLocFromIndex(pos),
              end: context.sourceCode.getLocFromIndex(end),
            },
            messageId: 'cycle',
            data: { route: names.join(' → ') },
          });
        }
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'dev-dist', 'node_modules', 'coverage', 'playwright-report', 'test-results*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: {
      'import-x': importX,
      'check-file': checkFile,
      local: { rules: { 'no-import-cycle': noImportCycle } },
    },
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
      // Replaces import-x/no-cycle, which finds only the circles made of value imports.
      'local/no-import-cycle': 'error',
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
            // The local backend is fenced (local-backend/README.md): the app reaches it only
            // through its entries; it may share src/lib code (the password rule), never UI or services.
            {
              target: './src',
              from: './local-backend',
              except: ['./index.ts', './browser.ts'],
              message:
                'The app imports the local backend only through local-backend/index.ts or local-backend/browser.ts.',
            },
            {
              target: './local-backend',
              from: ['./src/features', './src/app', './src/components', './src/services'],
              message: 'The local backend never imports features, the app layer, components or services.',
            },
            {
              target: './supabase/functions/_shared',
              from: './local-backend',
              message: 'Edge-function code must run in Deno: it never imports the local backend.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'local-backend/**/*.ts'],
    ignores: ['src/**/*.d.ts', 'local-backend/**/*.d.ts'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '{src,local-backend}/**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,local-backend}/**/!(__tests__)/': 'KEBAB_CASE' },
      ],
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
  // Type-aware rules, the ones that catch real bugs: a promise nobody awaits or whose failure
  // nobody handles, an await on a non-promise, a throw of a non-Error, an unhandled union case.
  // Types come from tsconfig.app.json or tsconfig.node.json (found through the solution
  // tsconfig.json). The Deno entries in supabase/functions/*/index.ts (four lines over a handler,
  // in neither tsconfig) and the .js/.mjs files keep the untyped rules only.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['supabase/functions/*/index.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate() settles through the router, which shows its own errors.
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      '@typescript-eslint/no-for-in-array': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      '@typescript-eslint/no-array-delete': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Our ui kit's controls render the <input>/<select>/<textarea> the label wraps.
      'jsx-a11y/label-has-associated-control': [
        'error',
        { controlComponents: ['Checkbox', 'Input', 'Select', 'Switch', 'Textarea'], depth: 3 },
      ],
      // Scroll regions (tables, code blocks) take focus so a keyboard can scroll them, as axe asks.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'tabpanel'], tags: [] }],
      // Generated videos and voice-overs come with no caption track to offer.
      'jsx-a11y/media-has-caption': 'off',
      // A dialog focuses its first field on open, as the WAI-ARIA dialog pattern asks.
      'jsx-a11y/no-autofocus': 'off',
      // The modal backdrop closes on a click outside; Escape does the same from the keyboard.
      'jsx-a11y/no-static-element-interactions': 'off',
      // Tab lists use a roving tabindex: the selected tab, not the list, takes focus.
      'jsx-a11y/interactive-supports-focus': 'off',
      // The assistant's non-modal dialog listens for Escape, which the rule counts as interaction.
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      // Alt texts are product copy, kept word for word ("Your profile photo").
      'jsx-a11y/img-redundant-alt': 'off',
    },
  },
  {
    files: ['src/**/__tests__/**', 'src/**/*.test.tsx', 'tests/db/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Two tests unmount everything mid-test on purpose, to render a fresh screen on the same data.
      'testing-library/no-manual-cleanup': 'off',
      // act(async () => {}) is how a test lets pending promises settle under a fake clock.
      'testing-library/no-unnecessary-act': 'off',
    },
  },
  {
    // Node access only where Testing Library has no query for what is checked.
    files: [
      // Third-party <script> tags and the container Google's widget fills have no role or text.
      'src/components/__tests__/language-picker.test.tsx',
      'src/features/tracking/__tests__/tracking-tab.test.tsx',
      // The QR code is decorative SVG (aria-hidden): its geometry is only in the path data.
      'src/features/landing/__tests__/decorative-qr-code.test.tsx',
      // Focus traps: focus may sit on any control in the dialog, and no query finds "the focused element".
      'src/components/credits/__tests__/upgrade-modal.test.tsx',
      'src/features/workspaces/__tests__/members-dialog.test.tsx',
    ],
    rules: { 'testing-library/no-node-access': 'off' },
  },
);
