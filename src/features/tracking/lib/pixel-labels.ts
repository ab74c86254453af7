import type { PixelType } from '@/services/tracking/tracking-pixels';

export const PIXEL_TYPE_LABELS: Readonly<Record<PixelType, string>> = {
  meta: 'Meta Pixel',
  google_analytics: 'Google Analytics 4',
  google_tag_manager: 'Google Tag Manager',
  custom: 'Custom script',
};

/** How each kind of pixel receives a custom event. */
export const PIXEL_DELIVERY: Readonly<Record<PixelType, string>> = {
  meta: "fbq('trackSingleCustom', pixel ID, event, properties)",
  google_analytics: "gtag('event', event, { ...properties, send_to: measurement ID })",
  google_tag_manager: 'dataLayer.push({ event, ...properties })',
  custom: "a 'creator-os:track' event on window, detail { name, properties, pixel }",
};

export const REQUIRED_FIELDS_TEXT = 'Please fill in all required fields';
export const DELETE_PIXEL_TEXT = 'Are you sure you want to delete this tracking pixel?';
