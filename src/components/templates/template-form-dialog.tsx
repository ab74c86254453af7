import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  TEMPLATE_LIMITS,
  WorkspaceTemplateInput,
  type WorkspaceTemplateFormValues,
} from '@/lib/schemas/template-file';
import { withFailureReported } from '@/lib/report-failure';
import { labelled } from './labelled-error';
import { TEMPLATE_CATEGORY_OPTIONS } from './template-category-options';
import { TemplateSectionsEditor } from './template-sections-editor';

/**
 * A workspace template's form in a modal: Name, Category, Description and its sections. The
 * dialog stays open with the refusal shown when saving fails.
 */
export function TemplateFormDialog({
  title,
  description,
  submitLabel,
  initialValues,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  submitLabel: string;
  initialValues: WorkspaceTemplateFormValues;
  onSubmit: (input: WorkspaceTemplateInput) => Promise<void>;
  onClose: () => void;
  /** Shown above the fields. */
  children?: ReactNode;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const form = useForm<WorkspaceTemplateFormValues, unknown, WorkspaceTemplateInput>({
    resolver: zodResolver(WorkspaceTemplateInput),
    defaultValues: initialValues,
  });
  const { errors, isSubmitting: saving } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSubmit(input);
      onClose();
    } catch (failure) {
      form.setError('root.server', { message: getErrorMessage(failure, 'The template could not be saved') });
    }
  });

  return (
    <Modal
      title={title}
      description={description}
      onClose={onClose}
      dismissible={!saving}
      className="sm:max-w-2xl"
    >
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        {children}
        <Field id={`${idPrefix}-name`} label="Name" error={labelled('Name', errors.name?.message)}>
          {(wiring) => (
            <Input
              {...wiring}
              maxLength={TEMPLATE_LIMITS.name}
              autoComplete="off"
              disabled={saving}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field
          id={`${idPrefix}-category`}
          label="Category"
          error={labelled('Category', errors.category?.message)}
        >
          {(wiring) => (
            <Select {...wiring} disabled={saving} {...form.register('category')}>
              {TEMPLATE_CATEGORY_OPTIONS.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${idPrefix}-description`}
          label="Description"
          error={labelled('Description', errors.description?.message)}
        >
          {(wiring) => (
            <Textarea
              {...wiring}
              rows={2}
              maxLength={TEMPLATE_LIMITS.description}
              disabled={saving}
              {...form.register('description')}
            />
          )}
        </Field>
        <TemplateSectionsEditor
          idPrefix={idPrefix}
          control={form.control}
          register={form.register}
          errors={errors}
          disabled={saving}
        />
        {errors.root?.server && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.root.server.message}
          </p>
        )}
        <DialogActions submitLabel={submitLabel} busy={saving} onCancel={onClose} className="pt-2" />
      </form>
    </Modal>
  );
}
