import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import type { Workflow } from '@/lib/automation/automation-api';
import { WORKFLOW_ACTIONS, WORKFLOW_TRIGGERS, WorkflowInput } from '@/lib/automation/automation-limits';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';

const known = <T extends string>(options: readonly T[], values: readonly string[]): T[] =>
  options.filter((option) => values.includes(option));

/** Create Workflow, or edit one: a name, a description, triggers and actions from fixed lists, a status. */
export function WorkflowDialog({
  workflow,
  onSave,
  onClose,
}: {
  /** The workflow to edit; a new one when null. */
  workflow: Workflow | null;
  onSave: (input: WorkflowInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<WorkflowInput>({
    resolver: zodResolver(WorkflowInput),
    defaultValues: {
      name: workflow?.name ?? '',
      description: workflow?.description ?? '',
      status: workflow?.status ?? 'active',
      triggers: known(WORKFLOW_TRIGGERS, workflow?.triggers ?? []),
      actions: known(WORKFLOW_ACTIONS, workflow?.actions ?? []),
    },
  });
  const { errors, isSubmitting: saving } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      onClose();
    } catch (failure) {
      form.setError('root', { message: getErrorMessage(failure, 'The workflow could not be saved') });
    }
  });

  const choices = (name: 'triggers' | 'actions', legend: string, options: readonly string[]) => (
    <fieldset aria-describedby={`workflow-${name}-error`}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-slate-800">
            <Checkbox value={option} disabled={saving} {...form.register(name)} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={`workflow-${name}-error`} message={errors[name]?.message} />
    </fieldset>
  );

  return (
    <Modal
      title={workflow ? 'Edit Workflow' : 'Create Workflow'}
      description="Describe what should happen when. Workflows are not run automatically yet."
      onClose={onClose}
      dismissible={!saving}
    >
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <TextField
          id="workflow-name"
          label="Name"
          error={errors.name?.message}
          disabled={saving}
          {...form.register('name')}
        />
        <Field id="workflow-description" label="Description" error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={2} disabled={saving} {...form.register('description')} />
          )}
        </Field>
        {choices('triggers', 'Triggers', WORKFLOW_TRIGGERS)}
        {choices('actions', 'Actions', WORKFLOW_ACTIONS)}
        <Field id="workflow-status" label="Status">
          {(control) => (
            <Select {...control} disabled={saving} {...form.register('status')}>
              <option value="active">Active</option>
              <option value="paused">Paused</option>
            </Select>
          )}
        </Field>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <DialogActions
          submitLabel={workflow ? 'Save Workflow' : 'Create Workflow'}
          busy={saving}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
