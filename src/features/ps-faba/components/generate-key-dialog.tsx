import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { withFailureReported } from '@/lib/report-failure';
import { todayInputValue, type KeyFormValues } from '../lib/key-form';
import { PARTNER_PERMISSIONS, PERMISSION_INFO } from '../lib/permissions';
import { KeyFormSchema } from './form-schemas';

const FORM_ID = 'psf-generate-form';

/**
 * The generate form. Its values live with the caller, so a cancelled draft is kept and a
 * generated key resets them; `onGenerate` answers whether a key was made, `busy` says it is
 * being made. An empty name is refused here, with the toast `useApiKeys().generate` would show.
 */
export function GenerateKeyDialog({
  values,
  busy,
  onChange,
  onGenerate,
  onClose,
}: {
  values: KeyFormValues;
  busy: boolean;
  onChange: (values: KeyFormValues) => void;
  onGenerate: () => Promise<boolean>;
  onClose: () => void;
}) {
  const nameInput = useRef<HTMLInputElement>(null);
  const form = useForm({ resolver: zodResolver(KeyFormSchema), defaultValues: values });
  const { errors } = form.formState;

  // Every edit goes to the caller, who keeps the draft while the dialog is closed.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: current }) => onChange({ ...current, permissions: { ...current.permissions } }),
    });
  }, [form, onChange]);

  const onSubmit = form.handleSubmit(
    async () => {
      if (busy) return;
      await onGenerate();
    },
    (invalid) => {
      if (busy) return;
      if (invalid.name?.message) toast.error(invalid.name.message);
      form.setFocus('name');
    },
  );

  const { ref: nameRef, ...nameField } = form.register('name');

  return (
    <Modal
      title="Generate API Key"
      description="A new key for PS-FABA. It is shown once, right after it is made."
      onClose={onClose}
      initialFocus={nameInput}
      dismissible={!busy}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={busy}>
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <KeyRound className="size-4" aria-hidden />
            )}
            {busy ? 'Generating…' : 'Generate Key'}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} onSubmit={withFailureReported(onSubmit)} noValidate className="space-y-4">
        <Field id="psf-key-name" label="Key name">
          {(control) => (
            <Input
              {...control}
              // The refusal is told by a toast (as the hook tells it), so only the mark is here.
              aria-invalid={!!errors.name}
              maxLength={100}
              required
              {...nameField}
              ref={(element) => {
                nameRef(element);
                nameInput.current = element;
              }}
            />
          )}
        </Field>
        <Field
          id="psf-key-description"
          label={
            <>
              Description <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
        >
          {(control) => <Textarea {...control} maxLength={500} rows={2} {...form.register('description')} />}
        </Field>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">Permissions</legend>
          <div className="space-y-2">
            {PARTNER_PERMISSIONS.map((flag) => (
              <label
                key={flag}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
              >
                <Checkbox
                  {...form.register(`permissions.${flag}`)}
                  aria-describedby={`psf-permission-${flag}`}
                  className="mt-0.5"
                />
                <span>
                  <span className="block text-sm font-medium text-slate-900">
                    {PERMISSION_INFO[flag].label}
                  </span>
                  <span id={`psf-permission-${flag}`} className="block text-xs text-slate-600">
                    {PERMISSION_INFO[flag].description}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Field
          id="psf-key-expiry"
          label={
            <>
              Expires on <span className="font-normal text-slate-600">(optional)</span>
            </>
          }
          description="The key stops working at the end of that day. Leave empty for a permanent key."
        >
          {(control) => (
            <Input {...control} type="date" min={todayInputValue()} {...form.register('expiresOn')} />
          )}
        </Field>
      </form>
    </Modal>
  );
}
