import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { DialogActions } from '@/components/ui/dialog-actions';
import { getErrorMessage } from '@/lib/get-error-message';
import { useCreateProject } from '@/lib/projects/project-queries';
import { PROJECT_PRIORITIES, PROJECT_STATUSES } from '@/lib/projects/projects-api';
import { withFailureReported } from '@/lib/report-failure';
import {
  NewProjectInput,
  PROJECT_LIMITS,
  type NewProjectFormValues,
  type NewProjectValues,
} from '@/lib/schemas/project';
import type { AppSupabaseClient } from '@/lib/supabase';
import { memberName, type WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { priorityLabel, projectStatusLabel } from '../lib/labels';

/**
 * New Project: name, description, status, priority, due date and assignees chosen from the
 * workspace's members. Stays open with the refusal shown when saving fails.
 */
export function NewProjectDialog({
  client,
  workspaceId,
  members,
  onCreated,
  onClose,
}: {
  client: AppSupabaseClient;
  workspaceId: string | null;
  members: readonly WorkspaceMember[];
  onCreated: (projectId: string) => void;
  onClose: () => void;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const create = useCreateProject(client, workspaceId);
  const form = useForm<NewProjectFormValues, unknown, NewProjectValues>({
    resolver: zodResolver(NewProjectInput),
    defaultValues: {
      name: '',
      description: '',
      status: 'in_progress',
      priority: 'medium',
      dueDate: '',
      assigneeIds: [],
    },
  });
  const { errors, isSubmitting: saving } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const id = await create.mutateAsync(values);
      toast.success(`Created “${values.name}”`);
      onCreated(id);
      onClose();
    } catch (failure) {
      form.setError('root.server', { message: getErrorMessage(failure, 'The project could not be saved') });
    }
  });

  return (
    <Modal title="New Project" onClose={onClose} dismissible={!saving} className="sm:max-w-xl">
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <Field id={`${idPrefix}-name`} label="Name" error={errors.name?.message}>
          {(wiring) => (
            <Input
              {...wiring}
              maxLength={PROJECT_LIMITS.name}
              autoComplete="off"
              disabled={saving}
              {...form.register('name')}
            />
          )}
        </Field>
        <Field id={`${idPrefix}-description`} label="Description" error={errors.description?.message}>
          {(wiring) => (
            <Textarea
              {...wiring}
              rows={3}
              maxLength={PROJECT_LIMITS.description}
              disabled={saving}
              {...form.register('description')}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${idPrefix}-status`} label="Status">
            {(wiring) => (
              <Select {...wiring} disabled={saving} {...form.register('status')}>
                {PROJECT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {projectStatusLabel[status]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${idPrefix}-priority`} label="Priority">
            {(wiring) => (
              <Select {...wiring} disabled={saving} {...form.register('priority')}>
                {PROJECT_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {priorityLabel[priority]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${idPrefix}-due`} label="Due date" error={errors.dueDate?.message}>
            {(wiring) => <Input {...wiring} type="date" disabled={saving} {...form.register('dueDate')} />}
          </Field>
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">Assignees</legend>
          {members.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No members to assign yet.</p>
          ) : (
            <ul className="mt-2 max-h-48 space-y-2 overflow-y-auto">
              {members.map((member) => (
                <li key={member.user_id}>
                  <label className="flex items-center gap-2 text-sm text-slate-700">
                    <Checkbox value={member.user_id} disabled={saving} {...form.register('assigneeIds')} />
                    {memberName(member)}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        {errors.root?.server && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
            {errors.root.server.message}
          </p>
        )}
        <DialogActions
          submitLabel="Create Project"
          busy={saving || workspaceId === null}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
