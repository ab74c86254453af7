import { pixelWindow } from './pixel-globals';
import type { TrackingEventProperties } from './track-event';
import type { TrackingPixel } from './tracking-pixels';

/** The window event a custom pixel's script listens to: detail { name, properties, pixel }. */
export const CUSTOM_PIXEL_EVENT = 'creator-os:track';

export interface CustomPixelEventDetail {
  name: string;
  properties: TrackingEventProperties;
  pixel: { id: string; name: string };
}

/**
 * Sends one event to one pixel through its vendor's function: Meta to that pixel only
 * (trackSingleCustom), GA4 to that measurement ID (send_to), GTM onto the data layer, a custom
 * pixel as a window event. Returns false when the vendor's function is missing.
 */
export function sendToPixel(
  pixel: TrackingPixel,
  name: string,
  properties: TrackingEventProperties,
): boolean {
  const w = pixelWindow();
  const id = pixel.pixelId.trim();
  switch (pixel.type) {
    case 'meta':
      if (!w.fbq) return false;
      w.fbq('trackSingleCustom', id, name, properties);
      return true;
    case 'google_analytics':
      if (!w.gtag) return false;
      w.gtag('event', name, { ...properties, send_to: id });
      return true;
    case 'google_tag_manager':
      if (!w.dataLayer) return false;
      w.dataLayer.push({ event: name, ...properties });
      return true;
    case 'custom': {
      const detail: CustomPixelEventDetail = { name, properties, pixel: { id: pixel.id, name: pixel.name } };
      window.dispatchEvent(new CustomEvent(CUSTOM_PIXEL_EVENT, { detail }));
      return true;
    }
  }
}
