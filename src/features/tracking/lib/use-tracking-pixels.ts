import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { randomUuid } from '@/lib/ids';
import {
  readTrackingPixels,
  subscribeToTrackingPixels,
  writeTrackingPixels,
  type TrackingPixel,
} from '@/services/tracking/tracking-pixels';

export type PixelInput = Pick<TrackingPixel, 'name' | 'type' | 'pixelId' | 'description' | 'isActive'>;

/** Writes the pixels; false (with a toast) when the browser refuses. */
function save(pixels: readonly TrackingPixel[]): boolean {
  try {
    writeTrackingPixels(pixels);
    return true;
  } catch {
    toast.error('Tracking pixels could not be saved in this browser.');
    return false;
  }
}

/** The tracking pixels kept in this browser, and the changes the tab makes to them. */
export function useTrackingPixels() {
  const pixels = useSyncExternalStore(subscribeToTrackingPixels, readTrackingPixels, readTrackingPixels);
  const now = () => new Date().toISOString();

  return {
    pixels,
    add: (input: PixelInput) =>
      save([...readTrackingPixels(), { ...input, id: randomUuid(), lastUpdated: now() }]),
    update: (id: string, input: PixelInput) =>
      save(readTrackingPixels().map((p) => (p.id === id ? { ...p, ...input, lastUpdated: now() } : p))),
    remove: (id: string) => save(readTrackingPixels().filter((p) => p.id !== id)),
    setActive: (id: string, isActive: boolean) =>
      save(readTrackingPixels().map((p) => (p.id === id ? { ...p, isActive, lastUpdated: now() } : p))),
  };
}
