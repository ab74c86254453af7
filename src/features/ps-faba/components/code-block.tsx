import { CopyButton } from '@/components/ui/copy-button';

/** Code to read and copy; it scrolls inside itself, never the page. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <div className="relative min-w-0">
      <pre
        role="region"
        tabIndex={0}
        aria-label={label}
        className="relative overflow-x-auto rounded-xl bg-slate-900 p-4 pr-4 text-xs leading-relaxed text-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:pr-28"
      >
        <code>{code}</code>
      </pre>
      <div className="mt-2 flex justify-end sm:absolute sm:top-2 sm:right-2 sm:mt-0">
        <CopyButton value={code} label={label} />
      </div>
    </div>
  );
}
