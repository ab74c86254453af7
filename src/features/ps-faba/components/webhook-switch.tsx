import { Switch } from '@/components/ui/switch';

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
      <Switch
        checked={enabled}
        onCheckedChange={onChange}
        aria-labelledby="psf-webhook-switch-label"
        disabled={saving}
      />
      <span id="psf-webhook-switch-label" className="text-sm font-medium text-slate-900">
        Send webhooks
      </span>
      <span className="text-sm text-slate-600">{enabled ? 'On' : 'Off'}</span>
    </div>
  );
}
