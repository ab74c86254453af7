// The build's server entry (scripts/prerender-pages.ts): the app's HTML for one path, as the
// browser's first render will hydrate it. Nothing here, nor in what it imports for the public
// pages and the sign-in forms (their session layout, the data client's module), may read `window`
// or storage at module level or while rendering.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { AppRoutes } from './app/router';

/**
 * The app's HTML at `path`, once every lazy screen it shows has loaded. Throws when any part of it
 * failed to render: React would otherwise leave that part to the browser and the build would ship
 * an empty page.
 */
export async function renderPage(path: string): Promise<string> {
  const errors: unknown[] = [];
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
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw new AggregateError(errors, `prerender: ${path} did not render`);
  return new Response(prelude).text();
}
