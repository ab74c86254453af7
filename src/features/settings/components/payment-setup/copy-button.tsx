import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { cn } from '@/lib/cn';

/** The spec's 'Copied!' label lasts 2 s. */
const COPIED_MS = 2_000;

/** Copies `value`, says '{label} copied to clipboard!' and shows 'Copied!' for two seconds. */
export function CopyButton({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(`Could not copy ${label}: select it and copy it by hand.`);
      return;
    }
    toast.success(`${label} copied to clipboard!`);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${label}`}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {copied ? (
        <Check className="size-3.5 text-emerald-600" aria-hidden />
      ) : (
        <Copy className="size-3.5" aria-hidden />
      )}
      {copied ? 'Copied!' : 'Copy'}
    </button>
  );
}

/** A value to copy (a command, a URL): its label, the value in monospace, and its copy button. */
export function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <div className="flex items-start gap-2 rounded-lg bg-slate-900 px-3 py-2">
        <code className="min-w-0 flex-1 font-mono text-xs leading-5 break-all whitespace-pre-wrap text-slate-100">
          {value}
        </code>
        <CopyButton label={label} value={value} className="bg-white" />
      </div>
    </div>
  );
}
