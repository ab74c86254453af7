import { recordSentEvent, type SentEvent } from './event-log';
import { sendToPixel } from './pixel-dispatch';
import { pixelIdProblem } from './pixel-id';
import { loadPixelScript } from './pixel-scripts';
import { onTrackedEvent, type TrackingEventProperties } from './track-event';
import { readTrackingPixels, subscribeToTrackingPixels, type TrackingPixel } from './tracking-pixels';

/** The pixels that load and receive events: active, with a well-formed ID. */
export function activePixels(): TrackingPixel[] {
  return readTrackingPixels().filter((pixel) => pixel.isActive && !pixelIdProblem(pixel.type, pixel.pixelId));
}

/** Loads every active pixel's script (each once; already loaded ones are skipped). */
function loadActivePixels() {
  for (const pixel of activePixels()) {
    try {
      loadPixelScript(pixel);
    } catch {
      // One broken pixel never stops the others (or the app).
    }
  }
}

/**
 * Sends an event to the given pixels and logs it. Every GTM container reads the one data layer,
 * so the event is pushed there once however many containers are active.
 */
function deliver(
  name: string,
  properties: TrackingEventProperties,
  pixels: readonly TrackingPixel[],
  test: boolean,
): SentEvent {
  const reached: SentEvent['pixels'] = [];
  let pushedToDataLayer = false;
  for (const pixel of pixels) {
    try {
      const sent =
        pixel.type === 'google_tag_manager' && pushedToDataLayer
          ? true
          : sendToPixel(pixel, name, properties);
      if (pixel.type === 'google_tag_manager' && sent) pushedToDataLayer = true;
      if (sent) reached.push({ id: pixel.id, name: pixel.name, type: pixel.type });
    } catch {
      // A vendor function that throws is left out of the pixels the event reached.
    }
  }
  return recordSentEvent({ name, properties, pixels: reached, test });
}

let running = 0;
let stopAll: (() => void)[] = [];

/**
 * Starts the tracking runtime (the signed-in app calls it once): loads the active pixels now and
 * whenever they change, and forwards every `trackEvent` to them. Returns the stop function; the
 * runtime stops when every start has been stopped (scripts already loaded stay on the page).
 */
export function startTracking(): () => void {
  running += 1;
  if (running === 1) {
    loadActivePixels();
    stopAll = [
      subscribeToTrackingPixels(loadActivePixels),
      onTrackedEvent((name, properties) => {
        deliver(name, properties, activePixels(), false);
      }),
    ];
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    running -= 1;
    if (running === 0) {
      for (const stop of stopAll) stop();
      stopAll = [];
    }
  };
}

/** The name of the event the Testing & Debug tab sends. */
export const TEST_EVENT_NAME = 'test_event';

/** Sends a test event to one pixel (loading its script first if it is active and not loaded). */
export function sendTestEvent(pixel: TrackingPixel): SentEvent {
  if (pixel.isActive) loadPixelScript(pixel);
  return deliver(
    TEST_EVENT_NAME,
    { source: 'settings_testing_debug', pixel_name: pixel.name },
    [pixel],
    true,
  );
}
