import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Save } from 'lucide-react';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { withFailureReported } from '@/lib/report-failure';
import { WebhookUrlFormSchema } from './form-schemas';

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
  // The saved URL is shown until it is edited; an edit is kept when the saved one changes.
  const saved = useMemo(() => ({ url: savedUrl ?? '' }), [savedUrl]);
  const form = useForm({
    resolver: zodResolver(WebhookUrlFormSchema),
    mode: 'onChange',
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const value = useWatch({ control: form.control, name: 'url' });
  const changed = value.trim() !== saved.url;
  const problem = errors.url?.message;

  const onSubmit = form.handleSubmit(async ({ url }) => {
    if (saving) return;
    // Saved as trimmed (empty for none), which is what the saved URL then reads.
    if (await onSave(url)) form.reset({ url: url.trim() });
  });

  return (
    <form onSubmit={withFailureReported(onSubmit)} noValidate>
      <Field
        id="psf-webhook-url"
        label="Webhook URL"
        description="Where payment events are sent (POST, signed). HTTPS only; leave empty to send none."
        error={problem}
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://partner.example.com/webhooks/ps-faba"
              className="min-w-0 font-mono"
              {...form.register('url')}
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
        )}
      </Field>
    </form>
  );
}
