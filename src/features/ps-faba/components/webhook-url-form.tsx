import { Loader2, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/field-error';
import { webhookUrlProblem } from '../lib/webhook-settings-api';

/** The partner's webhook endpoint, edited and saved (empty removes it). */
export function WebhookUrlForm({
  savedUrl,
  saving,
  onSave,
}: {
  savedUrl: string | null;
  /** True while the URL is being saved. */
  saving: boolean;
  onSave: (url: string) => Promise<boolean>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? savedUrl ?? '';
  const changed = value.trim() !== (savedUrl ?? '');
  const problem = draft === null ? null : webhookUrlProblem(draft);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (problem || saving) return;
    if (await onSave(value)) setDraft(null);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="psf-webhook-url" className="mb-1.5 block text-sm font-medium text-slate-900">
        Webhook URL
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="psf-webhook-url"
          type="url"
          inputMode="url"
          placeholder="https://partner.example.com/webhooks/ps-faba"
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          aria-invalid={!!problem}
          aria-describedby="psf-webhook-url-hint psf-webhook-url-error"
          className="min-w-0 font-mono"
        />
        <Button type="submit" disabled={!changed || !!problem || saving} className="shrink-0">
          {saving ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Save className="size-4" aria-hidden />
          )}
          Save URL
        </Button>
      </div>
      <p id="psf-webhook-url-hint" className="mt-1 text-xs text-slate-600">
        Where payment events are sent (POST, signed). HTTPS only; leave empty to send none.
      </p>
      <FieldError id="psf-webhook-url-error" message={problem ?? undefined} />
    </form>
  );
}
