import { describe, expect, test } from 'vitest';
import {
  entryAfterFirstPaint,
  isPrerenderedFor,
  normalizePath,
  OTHER_PAGE_ATTRIBUTE,
  otherPageGuard,
  writePrerenderedPage,
} from './prerendered-page';

const entryScript = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const shell = `<!doctype html><html><head><title>t</title>${entryScript}</head><body><div id="root"></div></body></html>`;

/** Runs the page's guard script at `pathname` against a fresh <html> element. */
function runGuard(prerenderedPath: string, pathname: string): boolean {
  const script = /<script>(.*)<\/script>/.exec(otherPageGuard(prerenderedPath))?.[1] ?? '';
  const html = document.createElement('html');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the guard ships as inline script text: running that text is the test
  new Function('location', 'document', script)({ pathname }, { documentElement: html });
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
      expect(runGuard(prerendered, pathname)).toBe(!isPrerenderedFor(prerendered, pathname));
    }
  });
});

describe('writePrerenderedPage', () => {
  test('puts the HTML in #root with its path, and the guard at the end of <head>', () => {
    const page = writePrerenderedPage(shell, '/about', '<main><h1>About $& us</h1></main>');
    expect(page).toContain(
      '<div id="root" data-prerendered-path="/about"><main><h1>About $& us</h1></main></div>',
    );
    expect(page).toContain(`${otherPageGuard('/about')}</head>`);
  });

  test('starts the entry after the first paint instead of from <head>', () => {
    const page = writePrerenderedPage(shell, '/', '<h1>Home</h1>');
    expect(page).not.toContain(entryScript);
    expect(page).toContain(entryAfterFirstPaint('/assets/index-abc.js'));
    expect(entryAfterFirstPaint('/assets/index-abc.js')).toContain('import("/assets/index-abc.js")');
  });

  test("preloads the page's screen chunks when it starts the entry", () => {
    const chunks = ['/assets/landing-screen-x.js', '/assets/stats-list-y.js'];
    const loader = entryAfterFirstPaint('/assets/index-abc.js', chunks);
    expect(writePrerenderedPage(shell, '/', '<h1>Home</h1>', chunks)).toContain(loader);
    expect(loader).toContain(`for(const href of ${JSON.stringify(chunks)})`);
    expect(loader).toContain("rel:'modulepreload'");
  });

  test('refuses a page whose #root is not the empty one', () => {
    expect(() => writePrerenderedPage(shell.replace('<div id="root"></div>', ''), '/', 'x')).toThrow(
      /no <div id="root"><\/div>/,
    );
    expect(() => writePrerenderedPage(shell.replace(entryScript, ''), '/', 'x')).toThrow(/no entry/);
  });
});
