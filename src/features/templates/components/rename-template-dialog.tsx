import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { TEMPLATE_LIMITS, WorkspaceTemplateInput } from '@/lib/schemas/template-file';

const RenameInput = z.object({ name: WorkspaceTemplateInput.shape.name });

/** Rename: a new name for a workspace template; a refusal (a name already taken) stays in the dialog. */
export function RenameTemplateDialog({
  name,
  onRename,
  onClose,
}: {
  name: string;
  onRename: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(RenameInput), defaultValues: { name } });
  const { errors, isSubmitting: saving } = form.formState;
  const input = useRef<HTMLInputElement>(null);
  const { ref, ...nameField } = form.register('name');

  const submit = form.handleSubmit(async (values) => {
    try {
      await onRename(values.name);
      onClose();
    } catch (failure) {
      form.setError('name', {
        type: 'server',
        message: getErrorMessage(failure, 'The template could not be renamed'),
      });
    }
  });
  const message = errors.name?.message;

  return (
    <Modal title="Rename template" onClose={onClose} initialFocus={input} dismissible={!saving}>
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <Field
          id="rename-template-name"
          label="Name"
          error={message && errors.name?.type !== 'server' ? `Name ${message}` : message}
        >
          {(wiring) => (
            <Input
              {...wiring}
              maxLength={TEMPLATE_LIMITS.name}
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
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Rename
          </Button>
        </div>
      </form>
    </Modal>
  );
}
