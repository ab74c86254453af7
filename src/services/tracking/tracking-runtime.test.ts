import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearEventLog, readEventLog } from './event-log';
import { CUSTOM_PIXEL_EVENT } from './pixel-dispatch';
import { pixelWindow } from './pixel-globals';
import {
  GA4_SCRIPT_URL,
  GTM_SCRIPT_URL,
  isPixelLoaded,
  META_SCRIPT_URL,
  PIXEL_ATTRIBUTE,
  resetPixelScriptsForTests,
} from './pixel-scripts';
import { trackEvent } from './track-event';
import { TRACKING_PIXELS_STORAGE_KEY, writeTrackingPixels, type TrackingPixel } from './tracking-pixels';
import { sendTestEvent, startTracking } from './tracking-runtime';

const pixel = (overrides: Partial<TrackingPixel>): TrackingPixel => ({
  id: 'p-meta',
  name: 'Main Meta',
  type: 'meta',
  pixelId: '123456789012345',
  description: '',
  isActive: true,
  lastUpdated: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const trackingScripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script[${PIXEL_ATTRIBUTE}]`)];

let stop: (() => void) | undefined;

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  clearEventLog();
  resetPixelScriptsForTests();
  const w = pixelWindow();
  delete w.fbq;
  delete w._fbq;
  delete w.gtag;
  delete w.dataLayer;
});

afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('tracking runtime', () => {
  test('an active Meta pixel loads fbevents.js once, inits and sends PageView to itself', () => {
    writeTrackingPixels([pixel({})]);
    stop = startTracking();
    const scripts = trackingScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0].getAttribute('src')).toBe(META_SCRIPT_URL);
    expect(scripts[0].getAttribute(PIXEL_ATTRIBUTE)).toBe('p-meta');
    expect(pixelWindow().fbq?.queue).toEqual([
      ['init', '123456789012345'],
      ['trackSingle', '123456789012345', 'PageView'],
    ]);

    // A change to the pixels (or another start) loads nothing twice.
    writeTrackingPixels([pixel({ name: 'Renamed' })]);
    const again = startTracking();
    again();
    expect(trackingScripts()).toHaveLength(1);
    expect(pixelWindow().fbq?.queue).toHaveLength(2);
  });

  test('an inactive pixel, or one with a malformed ID, loads nothing', () => {
    writeTrackingPixels([
      pixel({ isActive: false }),
      pixel({ id: 'bad', type: 'google_analytics', pixelId: 'UA-1234' }),
    ]);
    stop = startTracking();
    expect(trackingScripts()).toHaveLength(0);
    expect(pixelWindow().fbq).toBeUndefined();
  });

  test('a pixel switched on later loads then; GA4 and GTM get their tags and set-up', () => {
    stop = startTracking();
    expect(trackingScripts()).toHaveLength(0);
    writeTrackingPixels([
      pixel({ id: 'ga', type: 'google_analytics', pixelId: 'G-ABC123XYZ' }),
      pixel({ id: 'gtm', type: 'google_tag_manager', pixelId: 'GTM-ABC1234' }),
    ]);
    expect(trackingScripts().map((s) => s.getAttribute('src'))).toEqual([
      `${GA4_SCRIPT_URL}?id=G-ABC123XYZ`,
      `${GTM_SCRIPT_URL}?id=GTM-ABC1234`,
    ]);
    const layer = pixelWindow().dataLayer ?? [];
    expect(Array.from(layer[0] as ArrayLike<unknown>)[0]).toBe('js');
    expect(Array.from(layer[1] as ArrayLike<unknown>)).toEqual(['config', 'G-ABC123XYZ']);
    expect(layer[2]).toMatchObject({ event: 'gtm.js' });
  });

  test('tracked events reach each active pixel’s function and the log; inactive ones get nothing', () => {
    writeTrackingPixels([
      pixel({}),
      pixel({ id: 'off', name: 'Off', pixelId: '999999999', isActive: false }),
      pixel({ id: 'ga', name: 'GA', type: 'google_analytics', pixelId: 'G-ABC123XYZ' }),
      pixel({ id: 'gtm', name: 'GTM', type: 'google_tag_manager', pixelId: 'GTM-ABC1234' }),
      pixel({ id: 'own', name: 'Own', type: 'custom', pixelId: 'https://cdn.example.com/p.js' }),
    ]);
    stop = startTracking();
    const fbq = vi.fn();
    const gtag = vi.fn();
    pixelWindow().fbq = Object.assign(fbq, { queue: [], loaded: true, version: '2.0' }) as never;
    pixelWindow().gtag = gtag;
    const layer: unknown[] = [];
    pixelWindow().dataLayer = layer;
    const custom = vi.fn();
    window.addEventListener(CUSTOM_PIXEL_EVENT, custom);

    trackEvent('template_used', { template: 'Hook' });
    window.removeEventListener(CUSTOM_PIXEL_EVENT, custom);

    expect(fbq).toHaveBeenCalledTimes(1);
    expect(fbq).toHaveBeenCalledWith('trackSingleCustom', '123456789012345', 'template_used', {
      template: 'Hook',
    });
    expect(gtag).toHaveBeenCalledWith('event', 'template_used', { template: 'Hook', send_to: 'G-ABC123XYZ' });
    expect(layer).toEqual([{ event: 'template_used', template: 'Hook' }]);
    expect(custom).toHaveBeenCalledTimes(1);
    expect((custom.mock.calls[0][0] as CustomEvent).detail).toEqual({
      name: 'template_used',
      properties: { template: 'Hook' },
      pixel: { id: 'own', name: 'Own' },
    });
    const [entry] = readEventLog();
    expect(entry).toMatchObject({ name: 'template_used', properties: { template: 'Hook' }, test: false });
    expect(entry.pixels.map((p) => p.id)).toEqual(['p-meta', 'ga', 'gtm', 'own']);
    expect(Number.isNaN(Date.parse(entry.time))).toBe(false);
  });

  test('after the last stop, events are no longer forwarded', () => {
    writeTrackingPixels([pixel({})]);
    const stopNow = startTracking();
    stopNow();
    trackEvent('campaign_created');
    expect(readEventLog()).toEqual([]);
  });

  test('a test event goes to that pixel only; the pixel is loaded once the browser loads its script', () => {
    const meta = pixel({});
    const other = pixel({ id: 'p2', pixelId: '5555555555' });
    writeTrackingPixels([meta, other]);
    stop = startTracking();
    expect(isPixelLoaded(meta)).toBe(false);
    trackingScripts()[0].dispatchEvent(new Event('load'));
    expect(isPixelLoaded(meta)).toBe(true);
    expect(isPixelLoaded(other)).toBe(true);
    // Both share the one fbevents.js tag.
    expect(trackingScripts()[0].getAttribute(PIXEL_ATTRIBUTE)).toBe('p-meta p2');

    const sent = sendTestEvent(other);
    expect(sent.pixels.map((p) => p.id)).toEqual(['p2']);
    expect(pixelWindow().fbq?.queue.at(-1)).toEqual([
      'trackSingleCustom',
      '5555555555',
      'test_event',
      { source: 'settings_testing_debug', pixel_name: 'Main Meta' },
    ]);
  });

  test('a script that fails to load is not loaded; unreadable storage means no pixels', () => {
    localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, '{"broken"');
    stop = startTracking();
    expect(trackingScripts()).toHaveLength(0);
    const custom = pixel({ id: 'c', type: 'custom', pixelId: 'https://cdn.example.com/p.js' });
    writeTrackingPixels([custom]);
    trackingScripts()[0].dispatchEvent(new Event('error'));
    expect(isPixelLoaded(custom)).toBe(false);
  });
});
