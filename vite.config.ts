import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localDatabaseSnapshot } from './scripts/local-database-snapshot.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    localDatabaseSnapshot(),
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
        // The Stripe library serves server handlers only; local mode (the browser) never configures Stripe.
        globIgnores: [
          '**/pglite*',
          '**/postgres*',
          '**/initdb*',
          '**/pgcrypto*',
          '**/local-database*',
          '**/stripe*',
        ],
        navigateFallback: '/index.html',
        clientsClaim: true,
        runtimeCaching: [
          {
            // The embedded database's files (several MB: wasm, data, extensions, its worker) are cached when first used, never
            // precached. The matcher is copied into the service worker: it may use no outer names.
            urlPattern: ({ url }) =>
              /\/(pglite|postgres|initdb|pgcrypto)[^/]*\.(wasm|data|gz|js)$/.test(url.pathname) ||
              /local-database/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'local-database', expiration: { maxEntries: 20 } },
          },
        ],
      },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  optimizeDeps: { exclude: ['@electric-sql/pglite'] },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { port: 5173 },
  preview: { port: 4173 },
});
