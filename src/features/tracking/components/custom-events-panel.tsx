import type { TrackingEventName } from '@/services/tracking/track-event';
import type { TrackingPixel } from '@/services/tracking/tracking-pixels';
import { PIXEL_DELIVERY, PIXEL_TYPE_LABELS } from '../lib/pixel-labels';

const EVENTS: readonly { name: TrackingEventName; trigger: string }[] = [
  {
    name: 'video_generation_started',
    trigger: 'A video provider accepts a generation started in the Video Creator.',
  },
  { name: 'video_generation_completed', trigger: 'A generated video is ready to watch.' },
  { name: 'subscription_started', trigger: 'A plan payment is confirmed (back on Billing & Plans).' },
  { name: 'credits_purchased', trigger: 'A credit pack payment is confirmed (back on Credits & Usage).' },
  { name: 'template_used', trigger: 'A template is used from Templates & Swipes.' },
  { name: 'campaign_created', trigger: 'A campaign is created in Campaigns.' },
];

/** Custom Events: the six events, what sends each, and which pixels receive them. */
export function CustomEventsPanel({ active }: { active: readonly TrackingPixel[] }) {
  const receivers =
    active.length === 0
      ? 'No pixel is active yet, so no pixel receives them.'
      : active.map((pixel) => `${pixel.name} (${PIXEL_TYPE_LABELS[pixel.type]})`).join(', ');
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Every event goes to every active pixel. Received by:{' '}
        <span className="text-slate-900">{receivers}</span>
      </p>
      <ul className="grid gap-3 md:grid-cols-2" aria-label="Custom events">
        {EVENTS.map((event) => (
          <li key={event.name} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <h3 className="font-mono text-sm font-semibold break-all text-slate-900">{event.name}</h3>
            <p className="mt-1 text-sm text-slate-700">{event.trigger}</p>
            <p className="mt-2 text-xs text-slate-600">
              {active.length === 0
                ? 'Not sent to any pixel'
                : `Sent to ${active.length} active pixel${active.length === 1 ? '' : 's'}`}
            </p>
          </li>
        ))}
      </ul>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold text-slate-900">How each pixel receives an event</h3>
        <dl className="mt-2 space-y-2 text-sm">
          {Object.entries(PIXEL_DELIVERY).map(([type, how]) => (
            <div key={type} className="min-w-0">
              <dt className="font-medium text-slate-900">
                {PIXEL_TYPE_LABELS[type as TrackingPixel['type']]}
              </dt>
              <dd className="font-mono text-xs break-words text-slate-700">{how}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
