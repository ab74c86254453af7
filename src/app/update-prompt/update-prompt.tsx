import { RefreshCw } from 'lucide-react';
import { useState } from 'react';

/** The toast's content: the new version, Reload into it, or Later. */
export function UpdatePrompt({ onReload, onLater }: { onReload: () => Promise<void>; onLater: () => void }) {
  const [reloading, setReloading] = useState(false);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="font-medium text-slate-900">A new version of Creator OS is ready.</p>
      <div className="flex gap-2">
        <button
          type="button"
          disabled={reloading}
          onClick={() => {
            setReloading(true);
            onReload().catch(() => setReloading(false));
          }}
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
        >
          <RefreshCw className={reloading ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden />
          {reloading ? 'Updating…' : 'Reload'}
        </button>
        <button
          type="button"
          onClick={onLater}
          className="rounded-lg px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-100"
        >
          Later
        </button>
      </div>
    </div>
  );
}
