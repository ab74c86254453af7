import { CopyButton } from '@/components/ui/copy-button';

/** A value to copy (a command, a URL): its label, the value in monospace, and its copy button. */
export function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <div className="flex items-start gap-2 rounded-lg bg-slate-900 px-3 py-2">
        <code className="min-w-0 flex-1 font-mono text-xs leading-5 break-all whitespace-pre-wrap text-slate-100">
          {value}
        </code>
        <CopyButton
          label={label}
          value={value}
          size="sm"
          announceCopied={false}
          errorMessage={`Could not copy ${label}: select it and copy it by hand.`}
        />
      </div>
    </div>
  );
}
