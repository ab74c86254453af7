/**
 * The pages written to HTML at build time (scripts/prerender-pages.ts), and how the browser tells
 * whether the document it was served is the one for its address. Static hosts, `vite preview` and
 * the service worker serve index.html (the landing page's HTML) for every client-side route, so a
 * deep link such as /dashboard must neither show nor hydrate the landing page.
 */

/** Each prerendered path, the file it is served from (`/about` → about.html: `vite preview`, the
 * service worker's clean URLs and the common static hosts all serve it for /about), and the modules
 * of its screen (their chunks are preloaded with the entry). The sign-in forms are `signedOutOnly`:
 * their HTML is the page of a visitor with no stored session and nothing in the address. */
export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', screens: ['src/features/landing/screens/landing-screen.tsx'] },
  { path: '/about', file: 'about.html', screens: ['src/features/landing/screens/about-screen.tsx'] },
  {
    path: '/auth/login',
    file: 'auth/login.html',
    screens: ['src/app/layouts/session-layout.tsx', 'src/features/auth/screens/login-screen.tsx'],
    signedOutOnly: true,
  },
  {
    path: '/auth/register',
    file: 'auth/register.html',
    screens: ['src/app/layouts/session-layout.tsx', 'src/features/auth/screens/register-screen.tsx'],
    signedOutOnly: true,
  },
];

export interface PrerenderedPage {
  path: string;
  file: string;
  screens: readonly string[];
  /**
   * Hydrated only for a visitor without a stored session (supabase-js's `sb-…-auth-token` key, in
   * either storage) and with no query or hash in the address (`?restored`, `?redirectTo`, a
   * recovery link): those render the screen otherwise, so they get a fresh render instead.
   */
  signedOutOnly?: boolean;
}

/** The attribute of #root naming the path its HTML was rendered for. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';
/** Set on <html> before the body paints when #root holds another path's HTML. */
export const OTHER_PAGE_ATTRIBUTE = 'data-other-page';

/** `/about/` and `/about` are one page; the root stays `/`. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** True when the HTML rendered for `prerenderedPath` is the page for `pathname`. */
export function isPrerenderedFor(prerenderedPath: string | null | undefined, pathname: string): boolean {
  return prerenderedPath != null && normalizePath(prerenderedPath) === normalizePath(pathname);
}

/**
 * The <head> of a prerendered page: a script that marks the document before the body paints when
 * its HTML is not the page to hydrate (the address is another page's, served this one as the SPA
 * fallback, or a `signedOutOnly` page is opened by someone it does not fit), and the rule that then
 * hides #root's HTML until the entry replaces it. The script repeats `normalizePath` because it
 * runs before any module. Storage it may not read counts as holding a session.
 */
export function otherPageGuard(prerenderedPath: string, { signedOutOnly = false } = {}): string {
  const path = JSON.stringify(normalizePath(prerenderedPath));
  const otherVisitor = signedOutOnly
    ? `||location.search||location.hash||(()=>{try{return[localStorage,sessionStorage].some(s=>` +
      `Object.keys(s).some(k=>/^sb-.+-auth-token$/.test(k)))}catch{return true}})()`
    : '';
  return (
    `<script>if((location.pathname.replace(/\\/+$/,'')||'/')!==${path}${otherVisitor})` +
    `document.documentElement.setAttribute('${OTHER_PAGE_ATTRIBUTE}','')</script>` +
    `<style>html[${OTHER_PAGE_ATTRIBUTE}] #root[${PRERENDERED_PATH_ATTRIBUTE}]{display:none}</style>`
  );
}

/**
 * True when the entry should hydrate #root's HTML: it was rendered for this address and the guard
 * (otherPageGuard) did not mark the document. Otherwise #root is rendered fresh.
 */
export function shouldHydrate(root: Element, location: Pick<Location, 'pathname'>): boolean {
  return (
    isPrerenderedFor(root.getAttribute(PRERENDERED_PATH_ATTRIBUTE), location.pathname) &&
    !root.ownerDocument.documentElement.hasAttribute(OTHER_PAGE_ATTRIBUTE)
  );
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The entry's <script> made to start after the first paint: the page paints from its HTML and CSS
 * alone, without the app's code (85 KB gzip) competing for the network or running before the
 * paint. With the entry it preloads the page's screen chunks, which the entry would otherwise ask
 * for only once it runs. On a throttled phone profile, against a plain entry <script>, that painted
 * 0.1-0.2 s sooner and hydrated no later; until then links work as plain links and the page's
 * buttons are disabled (useHydrated). Served for another address (the fallback), it preloads
 * nothing of this page's. A hidden page (a tab opened in the background draws no
 * frames) starts at once.
 */
export function entryAfterFirstPaint(entryUrl: string, screenChunks: readonly string[] = []): string {
  return (
    `<script type="module">const start=()=>{` +
    // A deep link served this page as the fallback needs its own screen, not this one's.
    `if(!document.documentElement.hasAttribute('${OTHER_PAGE_ATTRIBUTE}'))for(const href of ${JSON.stringify(screenChunks)})` +
    `document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));` +
    `import(${JSON.stringify(entryUrl)})};` +
    `if(document.visibilityState==='hidden')start();else requestAnimationFrame(()=>setTimeout(start))</script>`
  );
}

/**
 * The built index.html with `appHtml` inside #root, marked with its path, the guard in <head>,
 * and the entry started after the first paint with the page's `screenChunks`. Throws when
 * index.html changed shape.
 */
export function writePrerenderedPage(
  indexHtml: string,
  page: Pick<PrerenderedPage, 'path' | 'signedOutOnly'>,
  appHtml: string,
  screenChunks: readonly string[] = [],
): string {
  const { path } = page;
  const emptyRoot = '<div id="root"></div>';
  if (!indexHtml.includes(emptyRoot)) throw new Error(`prerender: index.html has no ${emptyRoot}`);
  if (!indexHtml.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  const entry = ENTRY_SCRIPT.exec(indexHtml);
  if (!entry) throw new Error('prerender: index.html has no entry <script type="module">');
  const marked = `<div id="root" ${PRERENDERED_PATH_ATTRIBUTE}="${normalizePath(path)}">${appHtml}</div>`;
  return indexHtml
    .replace(entry[0], () => entryAfterFirstPaint(entry[1], screenChunks))
    .replace('</head>', () => `${otherPageGuard(path, page)}</head>`)
    .replace(emptyRoot, () => marked);
}
