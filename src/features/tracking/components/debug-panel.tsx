import { CheckCircle2, Loader2, Send, Trash2, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { clearEventLog, readEventLog, subscribeToEventLog } from '@/services/tracking/event-log';
import { isPixelLoaded } from '@/services/tracking/pixel-scripts';
import type { TrackingPixel } from '@/services/tracking/tracking-pixels';
import { sendTestEvent } from '@/services/tracking/tracking-runtime';
import { PIXEL_TYPE_LABELS } from '../lib/pixel-labels';

/** How long a pixel test waits before looking (docs/product-rules.md#tracking-pixels). */
export const PIXEL_TEST_MS = 1_000;

type TestState = 'testing' | 'loaded' | 'not loaded';

function PixelTestResult({ state }: { state: TestState | undefined }) {
  if (!state) return <span className="text-slate-600">Not tested</span>;
  if (state === 'testing')
    return (
      <span className="flex items-center gap-1 text-slate-700">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Testing…
      </span>
    );
  return state === 'loaded' ? (
    <span className="flex items-center gap-1 font-medium text-emerald-700">
      <CheckCircle2 className="size-4" aria-hidden /> loaded
    </span>
  ) : (
    <span className="flex items-center gap-1 font-medium text-red-700">
      <XCircle className="size-4" aria-hidden /> not loaded
    </span>
  );
}

/** Testing & Debug: is each pixel's script loaded, a test event per pixel, and the events sent. */
export function DebugPanel({ pixels }: { pixels: readonly TrackingPixel[] }) {
  const [tests, setTests] = useState<Record<string, TestState>>({});
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const log = useSyncExternalStore(subscribeToEventLog, readEventLog, readEventLog);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const test = (pixel: TrackingPixel) => {
    clearTimeout(timers.current.get(pixel.id));
    setTests((current) => ({ ...current, [pixel.id]: 'testing' }));
    timers.current.set(
      pixel.id,
      setTimeout(() => {
        timers.current.delete(pixel.id);
        setTests((current) => ({ ...current, [pixel.id]: isPixelLoaded(pixel) ? 'loaded' : 'not loaded' }));
      }, PIXEL_TEST_MS),
    );
  };

  const sendTest = (pixel: TrackingPixel) => {
    const sent = sendTestEvent(pixel);
    if (sent.pixels.length > 0) toast.success(`Test event sent to ${pixel.name}`);
    else toast.error(`${pixel.name} could not receive the test event: its script is not set up`);
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="pixel-tests-title" className="space-y-3">
        <h3 id="pixel-tests-title" className="font-semibold text-slate-900">
          Pixel status
        </h3>
        {pixels.length === 0 ? (
          <p className="text-sm text-slate-600">Add a tracking pixel to test it here.</p>
        ) : (
          <ul className="space-y-3" aria-label="Pixel tests">
            {pixels.map((pixel) => (
              <li
                key={pixel.id}
                className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{pixel.name}</p>
                  <p className="text-sm text-slate-600">
                    {PIXEL_TYPE_LABELS[pixel.type]} · {pixel.isActive ? 'Active' : 'Inactive: not loaded'}
                  </p>
                  <p className="mt-1 text-sm" aria-live="polite" data-testid={`pixel-test-${pixel.id}`}>
                    <PixelTestResult state={tests[pixel.id]} />
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => test(pixel)}
                    disabled={tests[pixel.id] === 'testing'}
                    aria-label={`Test ${pixel.name}`}
                  >
                    Test
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => sendTest(pixel)}
                    disabled={!pixel.isActive}
                    aria-label={`Send test event to ${pixel.name}`}
                  >
                    <Send className="size-4" aria-hidden />
                    Send test event
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="event-log-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="event-log-title" className="font-semibold text-slate-900">
            Events sent
          </h3>
          <Button variant="ghost" onClick={clearEventLog} disabled={log.length === 0}>
            <Trash2 className="size-4" aria-hidden />
            Clear log
          </Button>
        </div>
        {log.length === 0 ? (
          <p className="text-sm text-slate-600">No events sent since this page was opened.</p>
        ) : (
          <ol className="space-y-2" aria-label="Events sent">
            {log.map((event) => (
              <li key={event.id} className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-mono font-semibold break-all text-slate-900">
                    {event.name}
                    {event.test && (
                      <span className="ml-2 rounded-full bg-amber-50 px-2 py-0.5 font-sans text-xs font-medium text-amber-800">
                        test
                      </span>
                    )}
                  </span>
                  <time dateTime={event.time} className="text-xs text-slate-600">
                    {new Date(event.time).toLocaleTimeString()}
                  </time>
                </div>
                <p className="mt-1 text-slate-700">
                  {event.pixels.length === 0
                    ? 'Sent to no pixel (none active)'
                    : `Sent to ${event.pixels.map((pixel) => pixel.name).join(', ')}`}
                </p>
                {Object.keys(event.properties).length > 0 && (
                  <pre className="mt-1 rounded-lg bg-slate-50 p-2 text-xs break-all whitespace-pre-wrap text-slate-800">
                    {JSON.stringify(event.properties)}
                  </pre>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
