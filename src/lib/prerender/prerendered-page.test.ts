import { afterEach, describe, expect, test } from 'vitest';
import {
  entryAfterFirstPaint,
  isPrerenderedFor,
  normalizePath,
  OTHER_PAGE_ATTRIBUTE,
  otherPageGuard,
  PRERENDERED_PATH_ATTRIBUTE,
  shouldHydrate,
  writePrerenderedPage,
} from './prerendered-page';

const entryScript = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const shell = `<!doctype html><html><head><title>t</title>${entryScript}</head><body><div id="root"></div></body></html>`;

interface Visit {
  pathname: string;
  search?: string;
  hash?: string;
  stored?: Record<string, string>;
}

/** Runs the guard script of a page, as `otherPageGuard` writes it, on a visit; true when it marked the document. */
function runGuard(guard: string, { pathname, search = '', hash = '', stored = {} }: Visit): boolean {
  const script = /<script>(.*)<\/script>/.exec(guard)?.[1] ?? '';
  const html = document.createElement('html');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the guard ships as inline script text: running that text is the test
  new Function('location', 'document', 'localStorage', 'sessionStorage', script)(
    { pathname, search, hash },
    { documentElement: html },
    { ...stored },
    {},
  );
  return html.hasAttribute(OTHER_PAGE_ATTRIBUTE);
}

describe('normalizePath', () => {
  test('drops trailing slashes and keeps the root', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });
});

describe('isPrerenderedFor', () => {
  test('matches the page rendered for the same path only', () => {
    expect(isPrerenderedFor('/', '/')).toBe(true);
    expect(isPrerenderedFor('/about', '/about/')).toBe(true);
    expect(isPrerenderedFor('/', '/dashboard')).toBe(false);
    expect(isPrerenderedFor('/', '/about')).toBe(false);
    expect(isPrerenderedFor(null, '/')).toBe(false);
  });
});

describe('otherPageGuard', () => {
  test('marks the document when the address is another page, as isPrerenderedFor decides', () => {
    for (const [prerendered, pathname] of [
      ['/', '/'],
      ['/', '/dashboard'],
      ['/', '/auth/login'],
      ['/about', '/about'],
      ['/about', '/about/'],
      ['/about', '/'],
    ] as const) {
      expect(runGuard(otherPageGuard(prerendered), { pathname })).toBe(
        !isPrerenderedFor(prerendered, pathname),
      );
    }
  });

  test('a public page is its own for anyone, whatever the address carries', () => {
    const guard = otherPageGuard('/about');
    expect(runGuard(guard, { pathname: '/about', search: '?utm_source=x', hash: '#team' })).toBe(false);
    expect(runGuard(guard, { pathname: '/about', stored: { 'sb-local-auth-token': '{}' } })).toBe(false);
  });

  test("a signed-out page is only a visitor's with no stored session and a bare address", () => {
    const guard = otherPageGuard('/auth/login', { signedOutOnly: true });
    expect(runGuard(guard, { pathname: '/auth/login' })).toBe(false);
    expect(runGuard(guard, { pathname: '/auth/login/', stored: { 'creator-os:remember-me': 'false' } })).toBe(
      false,
    );
    expect(runGuard(guard, { pathname: '/auth/register' })).toBe(true);
    expect(runGuard(guard, { pathname: '/auth/login', search: '?restored=1' })).toBe(true);
    expect(runGuard(guard, { pathname: '/auth/login', search: '?redirectTo=%2Fdashboard' })).toBe(true);
    expect(runGuard(guard, { pathname: '/auth/login', hash: '#access_token=x' })).toBe(true);
    expect(runGuard(guard, { pathname: '/auth/login', stored: { 'sb-local-auth-token': '{}' } })).toBe(true);
  });
});

describe('shouldHydrate', () => {
  afterEach(() => document.documentElement.removeAttribute(OTHER_PAGE_ATTRIBUTE));

  const rootFor = (path: string | null) => {
    const root = document.createElement('div');
    if (path) root.setAttribute(PRERENDERED_PATH_ATTRIBUTE, path);
    document.body.replaceChildren(root);
    return root;
  };

  test('hydrates the HTML rendered for the address unless the guard marked the document', () => {
    expect(shouldHydrate(rootFor('/auth/login'), { pathname: '/auth/login' })).toBe(true);
    expect(shouldHydrate(rootFor('/'), { pathname: '/auth/login' })).toBe(false);
    expect(shouldHydrate(rootFor(null), { pathname: '/dashboard' })).toBe(false);
    document.documentElement.setAttribute(OTHER_PAGE_ATTRIBUTE, '');
    expect(shouldHydrate(rootFor('/auth/login'), { pathname: '/auth/login' })).toBe(false);
  });
});

describe('writePrerenderedPage', () => {
  test('puts the HTML in #root with its path, and the guard at the end of <head>', () => {
    const page = writePrerenderedPage(shell, { path: '/about' }, '<main><h1>About $& us</h1></main>');
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/about"><main><h1>About $& us</h1></main></div>',
    );
    expect(page).toContain(`${otherPageGuard('/about')}</head>`);
  });

  test('starts the entry after the first paint instead of from <head>', () => {
    const page = writePrerenderedPage(shell, { path: '/' }, '<h1>Home</h1>');
    expect(page).not.toContain(entryScript);
    expect(page).toContain(entryAfterFirstPaint('/assets/index-abc.js'));
    expect(entryAfterFirstPaint('/assets/index-abc.js')).toContain('import("/assets/index-abc.js")');
  });

  test("preloads the page's screen chunks when it starts the entry", () => {
    const chunks = ['/assets/landing-screen-x.js', '/assets/stats-list-y.js'];
    const loader = entryAfterFirstPaint('/assets/index-abc.js', chunks);
    expect(writePrerenderedPage(shell, { path: '/' }, '<h1>Home</h1>', chunks)).toContain(loader);
    expect(loader).toContain(`for(const href of ${JSON.stringify(chunks)})`);
    expect(loader).toContain("rel:'modulepreload'");
  });

  test('refuses a page whose #root is not the empty one', () => {
    expect(() =>
      writePrerenderedPage(shell.replace('<div id="root"></div>', ''), { path: '/' }, 'x'),
    ).toThrow(/no <div id="root"><\/div>/);
    expect(() => writePrerenderedPage(shell.replace(entryScript, ''), { path: '/' }, 'x')).toThrow(
      /no entry/,
    );
  });
});
