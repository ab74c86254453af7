import type { Plugin } from 'vite';

/** What the README's deploy section asks for `assets/`: every file there has its content's hash in its name. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * `vite preview` serves the build as the README says a deploy should: `assets/` as immutable, the
 * rest (pages, `sw.js`, the manifest) with preview's own `no-cache`.
 *
 * Preview sends `Cache-Control: no-cache` for every file, and Chromium keeps no compiled code
 * (V8's code cache) for a script served so, even from the service worker's cache: every load of
 * the app compiled all of its functions again, as on a first visit. The benches and the browser
 * tests run this server, so they measured an app no deploy following the README would serve.
 * (A header set before sirv answers wins over its own: see `send` in sirv's build.)
 */
export function immutableAssetsInPreview(): Plugin {
  return {
    name: 'creator-os:immutable-assets-in-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/assets/'))
          response.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
        next();
      });
    },
  };
}
