import { KeyRound, Loader2 } from 'lucide-react';
import { useRef, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { todayInputValue, type KeyFormValues } from '../lib/key-form';
import { PARTNER_PERMISSIONS, PERMISSION_INFO } from '../lib/permissions';

const FORM_ID = 'psf-generate-form';

/**
 * The generate form. Its values live with the caller, so a cancelled draft is kept and a
 * generated key resets them; `onGenerate` answers whether a key was made, `busy` says it is
 * being made.
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const generated = await onGenerate();
    if (!generated && !values.name.trim()) nameInput.current?.focus();
  };

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
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <div>
          <label htmlFor="psf-key-name" className="mb-1.5 block text-sm font-medium text-slate-900">
            Key name
          </label>
          <Input
            ref={nameInput}
            id="psf-key-name"
            value={values.name}
            maxLength={100}
            required
            onChange={(event) => onChange({ ...values, name: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="psf-key-description" className="mb-1.5 block text-sm font-medium text-slate-900">
            Description <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id="psf-key-description"
            value={values.description}
            maxLength={500}
            rows={2}
            onChange={(event) => onChange({ ...values, description: event.target.value })}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900">Permissions</legend>
          <div className="space-y-2">
            {PARTNER_PERMISSIONS.map((flag) => (
              <label
                key={flag}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50"
              >
                <input
                  type="checkbox"
                  checked={values.permissions[flag]}
                  onChange={(event) =>
                    onChange({
                      ...values,
                      permissions: { ...values.permissions, [flag]: event.target.checked },
                    })
                  }
                  aria-describedby={`psf-permission-${flag}`}
                  className="mt-0.5 size-4 rounded border-slate-300 accent-brand-600"
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
        <div>
          <label htmlFor="psf-key-expiry" className="mb-1.5 block text-sm font-medium text-slate-900">
            Expires on <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <Input
            id="psf-key-expiry"
            type="date"
            min={todayInputValue()}
            value={values.expiresOn}
            onChange={(event) => onChange({ ...values, expiresOn: event.target.value })}
            aria-describedby="psf-key-expiry-hint"
          />
          <p id="psf-key-expiry-hint" className="mt-1 text-xs text-slate-600">
            The key stops working at the end of that day. Leave empty for a permanent key.
          </p>
        </div>
      </form>
    </Modal>
  );
}
