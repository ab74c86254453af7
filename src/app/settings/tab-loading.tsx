import { Loader2 } from 'lucide-react';

/** What a tab shows while its code downloads (each tab is its own chunk). */
export function TabLoading() {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8"
    >
      <Loader2 className="size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
      <p className="text-slate-700">Loading…</p>
    </div>
  );
}
