import { relative } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules whose chunks, with everything they import statically, make the app shell: what
 * opens without a network after one visit before any screen was used, i.e. the entry, the public
 * pages, the sign-in forms and what the shell loads after its first paint. Everything else (the
 * dashboard's screens, the database's files) is cached by the service worker the first time it is
 * used (runtime caching in vite.config.ts).
 */
export const APP_SHELL_MODULES = [
  'src/features/landing/screens/landing-screen.tsx',
  'src/features/landing/screens/about-screen.tsx',
  'src/components/language-picker.tsx',
  'src/app/app-toaster.tsx',
  'src/app/not-found-screen.tsx',
  'src/app/register-service-worker.ts',
  'virtual:pwa-register',
  'src/app/update-prompt/show-update-prompt.tsx',
  'src/app/layouts/session-layout.tsx',
  'src/features/auth/screens/login-screen.tsx',
  // Loaded beside the sign-in form: a backup must restore offline too.
  'src/components/local-data/restore-backup.tsx',
  'src/features/auth/screens/register-screen.tsx',
];

interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type BundleFile = BundleChunk | { type: 'asset'; fileName: string };

/** A module's id as the list above names it: relative to the root, or from `virtual:` on. */
const moduleName = (root: string, id: string) =>
  id.includes('virtual:') ? id.slice(id.indexOf('virtual:')) : relative(root, id).split('\\').join('/');

/** The files of the entry and of the chunks holding `modules`, with their static imports and CSS. */
export function appShellFiles(
  bundle: Record<string, BundleFile>,
  root: string,
  modules: string[],
): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is BundleChunk => file.type === 'chunk');
  const holding = (module: string) => {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => moduleName(root, id) === module));
    if (!chunk) throw new Error(`app shell: no chunk holds ${module} (renamed? update APP_SHELL_MODULES)`);
    return chunk;
  };
  const files = new Set<string>();
  const add = (chunk: BundleChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const file of chunk.imports) {
      const imported = bundle[file] as BundleFile | undefined;
      if (imported?.type === 'chunk') add(imported);
    }
  };
  for (const chunk of chunks.filter((c) => c.isEntry)) add(chunk);
  for (const module of modules) add(holding(module));
  return files;
}

interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * Precaches only the app shell: a plugin that finds the shell's files in the bundle, and the
 * workbox manifest transform (run after the bundle is written) that keeps, of the built assets/,
 * only those; files outside assets/ (index.html, the web manifest, the icons) stay.
 */
export function appShellPrecache(modules: string[] = APP_SHELL_MODULES) {
  let root = process.cwd();
  let assetsDir = 'assets';
  let shell: Set<string> | null = null;
  // Rolldown still runs the service worker's generation after a failed bundle: its error is shown then.
  let failure: Error | null = null;
  const plugin: Plugin = {
    name: 'creator-os:app-shell-precache',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      assetsDir = config.build.assetsDir;
    },
    generateBundle(_options, bundle) {
      try {
        shell = appShellFiles(bundle as Record<string, BundleFile>, root, modules);
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        throw failure;
      }
    },
  };
  const manifestTransform = (entries: PrecacheEntry[]) => {
    const files = shell;
    if (!files) throw failure ?? new Error('app shell: the service worker was generated before the bundle');
    return { manifest: entries.filter((e) => !e.url.startsWith(`${assetsDir}/`) || files.has(e.url)) };
  };
  return { plugin, manifestTransform };
}
