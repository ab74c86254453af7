import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  CHECK_FREQUENCIES,
  COMPETITOR_TRIGGERS,
  KEYWORD_CONDITIONS,
  NOTIFICATION_CHANNELS,
  type AlertOption,
} from '@/data/youtube-spy';
import type { SpyAlertsApi } from '../lib/use-spy-alerts';

function OptionGroup({
  legend,
  options,
  enabled,
  onToggle,
}: {
  legend: string;
  options: readonly AlertOption[];
  enabled: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 space-y-2">
        {options.map((option) => (
          <label key={option.id} className="flex items-start gap-2 text-sm text-slate-700">
            <Checkbox
              checked={enabled.has(option.id)}
              onChange={() => onToggle(option.id)}
              className="mt-0.5"
            />
            <span>
              {option.label}
              {option.detail && <span className="text-slate-600"> ({option.detail})</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Alert settings: triggers, conditions, channels, check frequency and quiet hours (this session only). */
export function AlertSettingsCard({ api }: { api: SpyAlertsApi }) {
  const { settings, toggle, update } = api;
  return (
    <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="alert-settings-heading">
      <h2 id="alert-settings-heading" className="text-lg font-semibold text-slate-900">
        Alert settings
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <OptionGroup
          legend="Competitor triggers"
          options={COMPETITOR_TRIGGERS}
          enabled={settings.enabled}
          onToggle={toggle}
        />
        <OptionGroup
          legend="Keyword conditions"
          options={KEYWORD_CONDITIONS}
          enabled={settings.enabled}
          onToggle={toggle}
        />
        <OptionGroup
          legend="Notification channels"
          options={NOTIFICATION_CHANNELS}
          enabled={settings.enabled}
          onToggle={toggle}
        />
        <div className="space-y-4">
          <Field id="check-frequency" label="Check frequency">
            {(control) => (
              <Select
                {...control}
                value={settings.checkFrequency}
                onChange={(event) => update({ checkFrequency: event.target.value })}
              >
                {CHECK_FREQUENCIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-900">Quiet hours</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              <Field id="quiet-from" label="From" labelClassName="mb-1 font-normal text-slate-700">
                {(control) => (
                  <Input
                    {...control}
                    type="time"
                    value={settings.quietFrom}
                    onChange={(event) => update({ quietFrom: event.target.value })}
                  />
                )}
              </Field>
              <Field id="quiet-to" label="To" labelClassName="mb-1 font-normal text-slate-700">
                {(control) => (
                  <Input
                    {...control}
                    type="time"
                    value={settings.quietTo}
                    onChange={(event) => update({ quietTo: event.target.value })}
                  />
                )}
              </Field>
            </div>
          </fieldset>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-600">
        Settings apply to this session. Alerts run on generated sample data, so no notifications are sent.
      </p>
    </Card>
  );
}
