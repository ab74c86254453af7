import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { withFailureReported } from '@/lib/report-failure';
import { renameSchema } from '../lib/rename-schema';

/** Renames an item; closes once the rename is saved, keeps what was typed when it is refused. */
export function RenameDialog({
  noun,
  current,
  maxLength,
  onRename,
  onClose,
}: {
  noun: string;
  current: string;
  maxLength: number;
  onRename: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const schema = renameSchema(maxLength);
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { name: current },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onRename(name);
      onClose();
    } catch {
      // The mutation's error toast says why; the dialog stays open with what was typed.
    }
  });
  return (
    <Modal
      title={`Rename ${noun}`}
      onClose={onClose}
      dismissible={!isSubmitting}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Rename
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={withFailureReported(submit)}>
        <Field id={`${formId}-name`} label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('name')} />}
        </Field>
      </form>
    </Modal>
  );
}
