import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';

type NameForm = { name: string };

/**
 * Asks for a name (to save, save as new or rename something) and hands it, checked by `schema`,
 * to `onSubmit`; closes once that succeeds. A refusal keeps the dialog open with what was typed:
 * shown under the field when `refusalInField` gives the fallback text, else left to the caller
 * (a mutation's error toast).
 */
export function NameDialog({
  title,
  submitLabel,
  defaultName,
  schema,
  maxLength,
  validationPrefix = '',
  refusalInField,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  defaultName: string;
  schema: z.ZodType<NameForm, NameForm>;
  /** Stops typing past the longest name the schema takes. */
  maxLength?: number;
  /** Put before the schema's own messages ("Name " for "is required"). */
  validationPrefix?: string;
  /** The text of a refusal without a message of its own; set to show refusals in the field. */
  refusalInField?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm<NameForm>({ resolver: zodResolver(schema), defaultValues: { name: defaultName } });
  const { errors, isSubmitting: saving } = form.formState;
  const input = useRef<HTMLInputElement>(null);
  const { ref, ...nameField } = form.register('name');

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch (failure) {
      if (refusalInField !== undefined) {
        form.setError('name', { type: 'server', message: getErrorMessage(failure, refusalInField) });
      }
    }
  });
  const message = errors.name?.message;

  return (
    <Modal title={title} onClose={onClose} initialFocus={input} dismissible={!saving}>
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <Field
          id={`${id}-name`}
          label="Name"
          error={message && errors.name?.type !== 'server' ? `${validationPrefix}${message}` : message}
        >
          {(wiring) => (
            <Input
              {...wiring}
              maxLength={maxLength}
              autoComplete="off"
              disabled={saving}
              {...nameField}
              ref={(element) => {
                ref(element);
                input.current = element;
              }}
            />
          )}
        </Field>
        <DialogActions submitLabel={submitLabel} busy={saving} onCancel={onClose} />
      </form>
    </Modal>
  );
}
