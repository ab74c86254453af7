import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellPrecache } from './scripts/app-shell-precache.ts';
import { localDatabaseSnapshot } from './scripts/local-database-snapshot.ts';
import { immutableAssetsInPreview } from './scripts/preview-cache-headers.ts';
import { prerenderPages } from './scripts/prerender-pages.ts';
import { reactRouterProductionBuild } from './scripts/react-router-production-build.ts';

const appShell = appShellPrecache();

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    tailwindcss(),
    localDatabaseSnapshot(),
    immutableAssetsInPreview(),
    appShell.plugin,
    // Before VitePWA: the service worker precaches the prerendered pages it writes.
    prerenderPages(),
    VitePWA({
      // A new version waits for the user's consent (the update prompt) instead of reloading under them.
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: "Creator OS – the Creator's Operational System",
        short_name: 'Creator OS',
        description:
          'Turn scripts into videos, voice-overs and thumbnails, and run your channel in one place.',
        theme_color: '#4f46e5',
        background_color: '#0b1020',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // Only the app shell is precached (scripts/app-shell-precache.ts); the rest is cached on first use.
        manifestTransforms: [appShell.manifestTransform],
        navigateFallback: '/index.html',
        clientsClaim: true,
        runtimeCaching: [
          {
            // The embedded database's files (several MB: wasm, data, extensions, its worker, the
            // migrated snapshot) have a cache of their own, so a few versions of them are all it keeps.
            // A matcher is copied into the service worker: it may use no outer names.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              /^\/assets\/(pglite|postgres|initdb|pgcrypto|db-snapshot)[^/]*\.(wasm|data|gz|tgz|js)$/.test(
                url.pathname,
              ),
            handler: 'CacheFirst',
            options: { cacheName: 'local-database', expiration: { maxEntries: 20 } },
          },
          {
            // Every other built file (screens' chunks, their CSS, fonts, images): its name carries
            // its content's hash, so a cached copy is never stale.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 400, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ],
  // Each build has its own id: the persisted query cache of another build is never read
  // (src/lib/query/persisted-query-cache.ts).
  define: { __APP_BUILD_ID__: JSON.stringify(new Date().toISOString()) },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // A lazy chunk's imports are not preloaded. Each chunk names its imports on its first line, so
    // the browser asks for most of a screen's code as soon as the chunk arrives and for the rest a
    // round trip or two later (a screen's imports are at most 3 levels deep), and a returning user
    // gets them from the service worker's cache anyway. Vite's helper instead appended a
    // <link rel=modulepreload> per import: about 40 ms of main thread in the first task of a
    // /dashboard load (its 50 links), which bench/main-thread.mjs measures. No modulepreload
    // polyfill either (0.3 KB gzip of the entry).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      treeshake: {
        // PGlite's files declare no `sideEffects`, so a page chunk importing one of its exports
        // from its main entry kept the whole database class and its Emscripten loader (about
        // 360 KB of JS the page never runs). Its files only define things, so what a chunk does
        // not use can go.
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]@electric-sql[\\/]pglite[\\/]dist[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
