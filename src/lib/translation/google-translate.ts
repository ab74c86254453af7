/**
 * The page-translation widget (Google's website translator), loaded only when a user asks for it.
 * It translates the rendered page in place; the app itself is written in English.
 */

const READY_CALLBACK = 'creatorOsTranslateReady';
export const TRANSLATE_SCRIPT_URL = `https://translate.google.com/translate_a/element.js?cb=${READY_CALLBACK}`;
const CONTAINER_ID = 'google-translate-element';
const COOKIE = 'googtrans';

interface TranslateElementConstructor {
  new (options: { pageLanguage: string; autoDisplay: boolean }, containerId: string): unknown;
}

declare global {
  interface Window {
    google?: { translate?: { TranslateElement?: TranslateElementConstructor } };
    [READY_CALLBACK]?: () => void;
  }
}

let widget: Promise<void> | null = null;

/** Loads the widget once; a failed load may be retried. */
export function loadTranslationWidget(timeoutMs = 15_000): Promise<void> {
  widget ??= injectWidget(timeoutMs).catch((error: unknown) => {
    widget = null;
    throw error;
  });
  return widget;
}

function injectWidget(timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let container = document.getElementById(CONTAINER_ID);
    if (!container) {
      container = document.createElement('div');
      container.id = CONTAINER_ID;
      container.setAttribute('aria-hidden', 'true');
      container.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;left:-9999px';
      document.body.append(container);
    }
    const script = document.createElement('script');
    const fail = (message: string) => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error(message));
    };
    const timer = window.setTimeout(() => fail('The translator took too long to load.'), timeoutMs);
    window[READY_CALLBACK] = () => {
      window.clearTimeout(timer);
      const TranslateElement = window.google?.translate?.TranslateElement;
      if (!TranslateElement) return fail('The translator did not start.');
      new TranslateElement({ pageLanguage: 'en', autoDisplay: false }, CONTAINER_ID);
      resolve();
    };
    script.src = TRANSLATE_SCRIPT_URL;
    script.async = true;
    script.onerror = () => fail('The translator could not be loaded.');
    document.head.append(script);
  });
}

/** The language the page is shown in: English unless the user chose a translation. */
export function currentTranslationLanguage(): string {
  const match = /(?:^|;\s*)googtrans=\/[^/;]*\/([^;]+)/.exec(document.cookie);
  return match ? decodeURIComponent(match[1]) : 'en';
}

function waitForLanguageSelect(timeoutMs = 5_000): Promise<HTMLSelectElement> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      const select = document.querySelector<HTMLSelectElement>(`#${CONTAINER_ID} select`);
      if (select && select.options.length > 0) return resolve(select);
      if (Date.now() - started > timeoutMs) return reject(new Error('The translator did not start.'));
      window.setTimeout(poll, 50);
    };
    poll();
  });
}

function clearTranslationCookie(): void {
  const expired = `${COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  const host = window.location.hostname;
  for (const domain of ['', `; domain=${host}`, `; domain=.${host}`]) document.cookie = expired + domain;
}

/**
 * Shows the page in `code`. Back to English reloads the page, the one way to drop the widget's
 * rewritten text completely.
 */
export async function translatePageTo(code: string): Promise<void> {
  if (code === 'en') {
    clearTranslationCookie();
    window.location.reload();
    return;
  }
  await loadTranslationWidget();
  const select = await waitForLanguageSelect();
  document.cookie = `${COOKIE}=/en/${encodeURIComponent(code)}; path=/`;
  select.value = code;
  select.dispatchEvent(new Event('change'));
}
