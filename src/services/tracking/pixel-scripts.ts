import { ensureDataLayer, ensureFbq, ensureGtag, pixelWindow } from './pixel-globals';
import { pixelIdProblem } from './pixel-id';
import type { TrackingPixel } from './tracking-pixels';

export const META_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';
export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/** The attribute naming the pixels (space-separated ids) a script tag was added for. */
export const PIXEL_ATTRIBUTE = 'data-tracking-pixel';
/** 'loading', 'loaded' or 'failed': what the browser said about the script. */
export const STATUS_ATTRIBUTE = 'data-tracking-status';

type Pixel = Pick<TrackingPixel, 'id' | 'type' | 'pixelId'>;

/** The script a pixel loads, or null when its ID is not well formed (nothing is loaded then). */
export function pixelScriptUrl(pixel: Pick<TrackingPixel, 'type' | 'pixelId'>): string | null {
  if (pixelIdProblem(pixel.type, pixel.pixelId)) return null;
  const id = pixel.pixelId.trim();
  switch (pixel.type) {
    case 'meta':
      return META_SCRIPT_URL;
    case 'google_analytics':
      return `${GA4_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
    case 'google_tag_manager':
      return `${GTM_SCRIPT_URL}?id=${encodeURIComponent(id)}`;
    case 'custom':
      return new URL(id).href;
  }
}

const pixelIdsOf = (script: Element) => (script.getAttribute(PIXEL_ATTRIBUTE) ?? '').split(/\s+/);

function trackingScripts(doc: Document): HTMLScriptElement[] {
  return [...doc.querySelectorAll<HTMLScriptElement>(`script[${PIXEL_ATTRIBUTE}]`)];
}

/** The script tag serving this pixel as it is now configured, if one was added. */
export function findPixelScript(pixel: Pixel, doc: Document = document): HTMLScriptElement | null {
  const url = pixelScriptUrl(pixel);
  if (!url) return null;
  return (
    trackingScripts(doc).find(
      (script) => script.getAttribute('src') === url && pixelIdsOf(script).includes(pixel.id),
    ) ?? null
  );
}

/** Vendor set-up that must happen once per pixel ID, whichever tag carries the script. */
const initialised = new Set<string>();

function initialise(pixel: Pixel) {
  const id = pixel.pixelId.trim();
  const key = `${pixel.type}:${id}`;
  if (initialised.has(key)) return;
  initialised.add(key);
  switch (pixel.type) {
    case 'meta': {
      const fbq = ensureFbq();
      fbq('init', id);
      fbq('trackSingle', id, 'PageView');
      break;
    }
    case 'google_analytics':
      ensureGtag()('config', id);
      break;
    case 'google_tag_manager':
      ensureDataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      break;
    case 'custom':
      break;
  }
}

/**
 * Loads a pixel's script, once: the vendor's set-up (fbq init and PageView, gtag config, the GTM
 * start event) and a script tag marked with the pixel's id. A second call for the same pixel, or
 * a pixel whose ID is malformed, adds nothing. Returns whether a tag was added or joined.
 */
export function loadPixelScript(pixel: Pixel, doc: Document = document): boolean {
  const url = pixelScriptUrl(pixel);
  if (!url || findPixelScript(pixel, doc)) return false;
  initialise(pixel);
  const shared = trackingScripts(doc).find((script) => script.getAttribute('src') === url);
  if (shared) {
    shared.setAttribute(PIXEL_ATTRIBUTE, [...pixelIdsOf(shared), pixel.id].filter(Boolean).join(' '));
    return true;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = url;
  script.setAttribute(PIXEL_ATTRIBUTE, pixel.id);
  script.setAttribute(STATUS_ATTRIBUTE, 'loading');
  script.addEventListener('load', () => script.setAttribute(STATUS_ATTRIBUTE, 'loaded'));
  script.addEventListener('error', () => script.setAttribute(STATUS_ATTRIBUTE, 'failed'));
  doc.head.appendChild(script);
  return true;
}

/** The vendor's global, present once its code (or our queueing stub) ran. */
function globalDefined(pixel: Pixel): boolean {
  const w = pixelWindow();
  switch (pixel.type) {
    case 'meta':
      return typeof w.fbq === 'function';
    case 'google_analytics':
      return typeof w.gtag === 'function';
    case 'google_tag_manager':
      return Array.isArray(w.dataLayer);
    case 'custom':
      return true;
  }
}

/** True when the pixel's script tag exists, the browser loaded it, and its global is defined. */
export function isPixelLoaded(pixel: Pixel, doc: Document = document): boolean {
  const script = findPixelScript(pixel, doc);
  return script?.getAttribute(STATUS_ATTRIBUTE) === 'loaded' && globalDefined(pixel);
}

/** Forgets which pixel IDs were set up (tests start from a clean page). */
export function resetPixelScriptsForTests(): void {
  initialised.clear();
}
