import { z } from 'zod';

/** The four kinds of pixel the tracking tab offers (docs/product-rules.md#tracking-pixels). */
export const PIXEL_TYPES = ['meta', 'google_analytics', 'google_tag_manager', 'custom'] as const;
export type PixelType = (typeof PIXEL_TYPES)[number];

/** A tracking pixel as this browser keeps it. */
export const TrackingPixelSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  type: z.enum(PIXEL_TYPES),
  pixelId: z.string(),
  description: z.string().catch(''),
  isActive: z.boolean(),
  lastUpdated: z.string(),
});
export type TrackingPixel = z.infer<typeof TrackingPixelSchema>;

/** The local-storage entry holding the pixels, as one JSON array. */
export const TRACKING_PIXELS_STORAGE_KEY = 'tracking_pixels';

/** Fired on window when this tab changes the pixels (other tabs get the storage event). */
export const TRACKING_PIXELS_CHANGED_EVENT = 'creator-os:tracking-pixels-changed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const NO_PIXELS: readonly TrackingPixel[] = Object.freeze([]);
let cache: { raw: string | null; pixels: readonly TrackingPixel[] } = { raw: null, pixels: NO_PIXELS };

/**
 * The stored pixels; an empty list when nothing (or nothing valid) is stored. The same array is
 * returned while the stored text is unchanged, so it can feed `useSyncExternalStore`.
 */
export function readTrackingPixels(): readonly TrackingPixel[] {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(TRACKING_PIXELS_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cache.raw) return cache.pixels;
  let pixels: readonly TrackingPixel[] = NO_PIXELS;
  if (raw) {
    try {
      const parsed = z.array(TrackingPixelSchema).safeParse(JSON.parse(raw));
      if (parsed.success) pixels = parsed.data;
    } catch {
      pixels = NO_PIXELS;
    }
  }
  cache = { raw, pixels };
  return pixels;
}

/** Stores the pixels and tells this tab's listeners; throws when the browser refuses. */
export function writeTrackingPixels(pixels: readonly TrackingPixel[]): void {
  const store = storage();
  if (!store) throw new Error('This browser does not allow local storage');
  store.setItem(TRACKING_PIXELS_STORAGE_KEY, JSON.stringify(pixels));
  window.dispatchEvent(new Event(TRACKING_PIXELS_CHANGED_EVENT));
}

/** Calls `onChange` whenever the pixels may have changed, in this tab or another. */
export function subscribeToTrackingPixels(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TRACKING_PIXELS_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(TRACKING_PIXELS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(TRACKING_PIXELS_CHANGED_EVENT, onChange);
  };
}
