import { cn } from '@/lib/cn';

/** The on/off switch of webhook deliveries, saved at once. */
export function WebhookSwitch({
  enabled,
  saving,
  onChange,
}: {
  enabled: boolean;
  /** True while the change is being saved. */
  saving: boolean;
  onChange: (enabled: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby="psf-webhook-switch-label"
        disabled={saving}
        onClick={() => onChange(!enabled)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60',
          enabled ? 'bg-emerald-600' : 'bg-slate-400',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition',
            enabled ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
      <span id="psf-webhook-switch-label" className="text-sm font-medium text-slate-900">
        Send webhooks
      </span>
      <span className="text-sm text-slate-600">{enabled ? 'On' : 'Off'}</span>
    </div>
  );
}
