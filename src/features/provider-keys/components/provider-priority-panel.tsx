import { ArrowDown, ArrowUp, CheckCircle2, CircleSlash } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { Card } from '@/components/ui/card';
import { readOwnProviderKeys, subscribeToOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import {
  moveProvider,
  readRealProviderOrder,
  VIDEO_PROVIDER_INFO,
  writeProviderPriority,
  type RealVideoProvider,
} from '../lib/provider-priority';

const savedKeySnapshot = () => Object.keys(readOwnProviderKeys()).sort().join(',');

/**
 * The order video generation tries the providers in: the user moves the three real ones (saved
 * in this browser, read by the video service), the mock is always last and always on.
 */
export function ProviderPriorityPanel() {
  const [order, setOrder] = useState<RealVideoProvider[]>(() => readRealProviderOrder());
  const [announcement, setAnnouncement] = useState('');
  const withKeys = useSyncExternalStore(subscribeToOwnProviderKeys, savedKeySnapshot, () => '').split(',');

  const move = (index: number, by: -1 | 1) => {
    const next = moveProvider(order, index, by);
    try {
      writeProviderPriority(next);
    } catch {
      setAnnouncement('The provider order could not be saved in this browser.');
      return;
    }
    setOrder(next);
    setAnnouncement(
      `${VIDEO_PROVIDER_INFO[order[index]].label} moved to position ${index + by + 1}. Order saved.`,
    );
  };

  return (
    <Card aria-labelledby="provider-priority-title" className="space-y-4">
      <div>
        <h3 id="provider-priority-title" className="text-lg font-semibold text-slate-900">
          Video provider priority
        </h3>
        <p className="text-sm text-slate-600">
          Video generation tries these in order; on failure the next is tried. A provider is used only when
          its key is saved.
        </p>
      </div>
      <ol className="space-y-2">
        {order.map((provider, index) => {
          const { label, detail } = VIDEO_PROVIDER_INFO[provider];
          const hasKey = withKeys.includes(provider);
          return (
            <li
              key={provider}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 px-3 py-2"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-700">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-slate-900">
                  {label} <span className="font-normal text-slate-600">({detail})</span>
                </span>
                <span
                  className={`flex items-center gap-1 text-xs ${hasKey ? 'text-emerald-700' : 'text-slate-600'}`}
                >
                  {hasKey ? (
                    <CheckCircle2 className="size-3.5" aria-hidden />
                  ) : (
                    <CircleSlash className="size-3.5" aria-hidden />
                  )}
                  {hasKey ? 'Key saved' : 'No key saved: skipped'}
                </span>
              </span>
              <span className="flex gap-1">
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move ${label} up`}
                  className="rounded-lg p-2 text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === order.length - 1}
                  aria-label={`Move ${label} down`}
                  className="rounded-lg p-2 text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40"
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
              </span>
            </li>
          );
        })}
        <li className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-slate-300 px-3 py-2">
          <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
            {order.length + 1}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900">Mock</span>
            <span className="text-xs text-slate-600">Always on, always last: a sample video</span>
          </span>
        </li>
      </ol>
      <p role="status" className="text-sm text-slate-600">
        {announcement}
      </p>
    </Card>
  );
}
