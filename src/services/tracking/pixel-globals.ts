/** The functions the pixel vendors' scripts put on window (and the stubs that queue for them). */

export type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
};

export type Gtag = (...args: unknown[]) => void;

export interface PixelWindow {
  fbq?: Fbq;
  _fbq?: Fbq;
  gtag?: Gtag;
  dataLayer?: unknown[];
}

export const pixelWindow = (): PixelWindow => window as unknown as PixelWindow;

/** Meta's base code: a queueing `fbq` until fbevents.js takes over (what their snippet does). */
export function ensureFbq(): Fbq {
  const w = pixelWindow();
  if (w.fbq) return w.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  w.fbq = fbq;
  w._fbq ??= fbq;
  return fbq;
}

/** Google's tag: `dataLayer` and a `gtag` that pushes its arguments object, as gtag.js expects. */
export function ensureGtag(): Gtag {
  const w = pixelWindow();
  w.dataLayer ??= [];
  if (w.gtag) return w.gtag;
  const gtag: Gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    pixelWindow().dataLayer?.push(arguments);
  };
  w.gtag = gtag;
  gtag('js', new Date());
  return gtag;
}

/** The data layer Google Tag Manager reads. */
export function ensureDataLayer(): unknown[] {
  const w = pixelWindow();
  w.dataLayer ??= [];
  return w.dataLayer;
}
