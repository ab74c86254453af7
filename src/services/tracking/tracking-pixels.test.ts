import { afterEach, describe, expect, test, vi } from 'vitest';
import { pixelIdProblem } from './pixel-id';
import {
  readTrackingPixels,
  subscribeToTrackingPixels,
  TRACKING_PIXELS_STORAGE_KEY,
  writeTrackingPixels,
  type TrackingPixel,
} from './tracking-pixels';

afterEach(() => localStorage.clear());

const stored: TrackingPixel = {
  id: 'a',
  name: 'Meta',
  type: 'meta',
  pixelId: '1234567890',
  description: 'Ads',
  isActive: true,
  lastUpdated: '2026-11-23T10:00:00.000Z',
};

describe('tracking pixels in local storage', () => {
  test('nothing, bad JSON and the wrong shape all read as an empty list', () => {
    expect(readTrackingPixels()).toEqual([]);
    localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, '{nope');
    expect(readTrackingPixels()).toEqual([]);
    localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, JSON.stringify([{ ...stored, type: 'tiktok' }]));
    expect(readTrackingPixels()).toEqual([]);
    localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, JSON.stringify({ pixels: [] }));
    expect(readTrackingPixels()).toEqual([]);
  });

  test('written pixels read back (the same array while unchanged) and listeners are told', () => {
    const listener = vi.fn();
    const stop = subscribeToTrackingPixels(listener);
    writeTrackingPixels([stored]);
    expect(listener).toHaveBeenCalledTimes(1);
    const first = readTrackingPixels();
    expect(first).toEqual([stored]);
    expect(readTrackingPixels()).toBe(first);
    stop();
    writeTrackingPixels([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('pixel ID formats', () => {
  test.each([
    ['meta', '123456789012345', true],
    ['meta', '12ab', false],
    ['google_analytics', 'G-ABC123XYZ', true],
    ['google_analytics', 'UA-12345-1', false],
    ['google_tag_manager', 'GTM-ABC1234', true],
    ['google_tag_manager', 'G-ABC123', false],
    ['custom', 'https://cdn.example.com/pixel.js', true],
    ['custom', 'http://cdn.example.com/pixel.js', false],
    ['custom', 'javascript:alert(1)', false],
  ] as const)('%s %s is %s', (type, id, ok) => {
    expect(pixelIdProblem(type, id) === null).toBe(ok);
  });
});
