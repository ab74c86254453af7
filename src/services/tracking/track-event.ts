/** The custom events sent to active tracking pixels (docs/product-rules.md#tracking-pixels). */
export type TrackingEventName =
  | 'video_generation_started'
  | 'video_generation_completed'
  | 'subscription_started'
  | 'credits_purchased'
  | 'template_used'
  | 'campaign_created';

export type TrackingEventProperties = Record<string, string | number | boolean | null>;

type Listener = (name: TrackingEventName, properties: TrackingEventProperties) => void;

const listeners = new Set<Listener>();

/** Sends a custom event to every active pixel (the tracking runtime subscribes here). */
export function trackEvent(name: TrackingEventName, properties: TrackingEventProperties = {}): void {
  for (const listener of listeners) {
    try {
      listener(name, properties);
    } catch {
      // A broken pixel never breaks the action that was tracked.
    }
  }
}

/** Subscribes to tracked events; returns the unsubscribe function. */
export function onTrackedEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
