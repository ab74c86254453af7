import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /([\\/])dist[\\/]development[\\/]/;

/**
 * The production build of React Router for `vite build`. Its package points every export condition
 * at its development build (remix-run/react-router#12532, #14102), so its dev-only warnings ship
 * in our entry chunk: about 0.4 KB gzip of the landing page's JavaScript. The package ships the
 * production build beside it, the same code with that switch off. The dev server and the tests keep
 * the development build and its warnings.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'creator-os:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
      const production = resolved.id.replace(DEVELOPMENT_BUILD, '$1dist$1production$1');
      if (!existsSync(production)) this.error(`React Router has no production build at ${production}`);
      return { ...resolved, id: production };
    },
  };
}
