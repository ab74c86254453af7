import { Loader2, ShieldAlert } from 'lucide-react';

/**
 * What someone who is not a platform admin sees in place of an operator screen; while the
 * database is still being asked, a quiet spinner instead.
 */
export function AdminsOnlyNotice({ checking, what = 'page' }: { checking: boolean; what?: 'page' | 'tab' }) {
  if (checking) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8"
      >
        <Loader2 className="size-5 shrink-0 animate-spin text-brand-600" aria-hidden />
        <p className="text-slate-700">Checking your access…</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <ShieldAlert className="size-6" aria-hidden />
      </span>
      <p className="text-lg font-semibold text-slate-900">Platform admins only</p>
      <p className="max-w-md text-slate-600">
        This {what} is for platform admins. Ask an operator if you need access.
      </p>
    </div>
  );
}
