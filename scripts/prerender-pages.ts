import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { appShellFiles } from './app-shell-precache.ts';
import { PRERENDERED_PAGES, writePrerenderedPage } from '../src/lib/prerender/prerendered-page.ts';

const SERVER_ENTRY = 'src/prerender-entry.tsx';

interface ServerEntry {
  renderPage(path: string): Promise<string>;
}

/**
 * Writes the public pages' and the sign-in forms' HTML into the client build (index.html for `/`,
 * about.html for `/about`, auth/login.html for `/auth/login`…), so they paint before any
 * JavaScript runs and the entry hydrates them. After the client bundle is written (and before the
 * service worker is generated, which precaches these files), it builds the server entry with
 * Vite's SSR build into a folder of its own and renders each page with react-dom/static, which
 * waits for the lazy screens. `vite build` alone does all of it.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  // A failed build may still close its bundle without saying why: nothing is rendered unless the
  // client bundle was written, so that its own error is the one reported.
  let written = false;
  // Each page's screen chunks beyond the entry's, as URLs: the page preloads them with the entry.
  const screenChunks = new Map<string, string[]>();
  return {
    name: 'creator-os:prerender-pages',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      const files = (modules: string[]) =>
        appShellFiles(bundle as Parameters<typeof appShellFiles>[0], config.root, modules);
      const entryFiles = files([]);
      for (const { path, screens } of PRERENDERED_PAGES) {
        const own = [...files([...screens])].filter((file) => file.endsWith('.js') && !entryFiles.has(file));
        screenChunks.set(
          path,
          own.map((file) => `${config.base}${file}`),
        );
      }
      written = true;
    },
    closeBundle: {
      // Before vite-plugin-pwa's own closeBundle (sequential too, and later in the plugin order).
      sequential: true,
      async handler(error?: Error) {
        if (error || !written || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project (in its git-ignored .tmp/), so that the server bundle's imports of
        // node_modules resolve.
        mkdirSync(join(config.root, '.tmp'), { recursive: true });
        const serverDir = mkdtempSync(join(config.root, '.tmp', 'prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            plugins: [react()],
            resolve: { alias: config.resolve.alias },
            define: config.define,
            build: {
              ssr: SERVER_ENTRY,
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              target: 'node20',
              rolldownOptions: {
                // The build's virtual modules (the database snapshot, the service worker's register)
                // belong to screens that are bundled here but never rendered.
                external: (id) => id.startsWith('virtual:'),
                output: { entryFileNames: 'prerender-entry.mjs' },
              },
            },
          });
          const entryUrl = pathToFileURL(join(serverDir, 'prerender-entry.mjs')).href;
          const { renderPage } = (await import(entryUrl)) as ServerEntry;
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          for (const page of PRERENDERED_PAGES) {
            const html = await renderPage(page.path);
            mkdirSync(dirname(join(outDir, page.file)), { recursive: true });
            writeFileSync(
              join(outDir, page.file),
              writePrerenderedPage(shell, page, html, screenChunks.get(page.path)),
            );
          }
        } finally {
          rmSync(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
