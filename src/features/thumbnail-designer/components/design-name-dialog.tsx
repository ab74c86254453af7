import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { withFailureReported } from '@/lib/report-failure';
import { ThumbnailNameInput } from '@/lib/thumbnails/thumbnail-limits';

/**
 * Asks for a design's name: to save it the first time, to save it as a new design, or to rename
 * it. A refused save keeps the dialog open (the reason is toasted).
 */
export function DesignNameDialog({
  title,
  submitLabel,
  defaultName,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  defaultName: string;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(ThumbnailNameInput),
    defaultValues: { name: defaultName },
  });
  const { errors, isSubmitting: saving } = form.formState;
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onSubmit(name);
      onClose();
    } catch {
      // The mutation toasts why; the name stays for another try.
    }
  });

  const { ref: nameRef, ...nameField } = form.register('name');

  return (
    <Modal title={title} onClose={onClose} initialFocus={nameInput} dismissible={!saving}>
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <TextField
          id="thumbnail-name"
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          disabled={saving}
          {...nameField}
          ref={(element) => {
            nameRef(element);
            nameInput.current = element;
          }}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
