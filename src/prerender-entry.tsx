// The build's server entry (scripts/prerender-pages.ts): the app's HTML for one path, as the
// browser's first render will hydrate it. Nothing here, nor in what it imports for the public
// pages, may read `window` at module level.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes } from './app/router';

/** The app's HTML at `path`, once every lazy screen it shows has loaded. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App
        router={
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        }
      />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
