import { Loader2 } from 'lucide-react';

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center gap-3 text-slate-600">
      <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
      <span>{label}</span>
    </div>
  );
}
