import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { PROJECT_STATUSES, type Project, type ProjectChanges } from '@/lib/projects/projects-api';
import { withFailureReported } from '@/lib/report-failure';
import { ProgressInput } from '@/lib/schemas/project';
import { projectStatusLabel } from '../lib/labels';

const StatusAndProgress = ProgressInput.extend({ status: z.enum(['in_progress', 'review', 'completed']) });

/** The detail panel's editor of a project's status and progress, for those who may change it. */
export function ProjectProgressForm({
  project,
  onSave,
}: {
  project: Pick<Project, 'id' | 'status' | 'progress'>;
  onSave: (changes: ProjectChanges) => Promise<unknown>;
}) {
  const form = useForm<z.input<typeof StatusAndProgress>, unknown, z.output<typeof StatusAndProgress>>({
    resolver: zodResolver(StatusAndProgress),
    values: { status: project.status, progress: project.progress },
  });
  const { errors, isSubmitting: saving, isDirty } = form.formState;
  const submit = form.handleSubmit(async (changes) => {
    try {
      await onSave(changes);
    } catch {
      // Toasted by the mutation (meta.errorToast); the values stay for another try.
    }
  });

  return (
    <form onSubmit={withFailureReported(submit)} className="grid grid-cols-2 items-end gap-3 text-sm">
      <Field id="project-status" label="Status">
        {(control) => (
          <Select {...control} disabled={saving} {...form.register('status')}>
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {projectStatusLabel[status]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="project-progress" label="Progress (%)" error={errors.progress?.message}>
        {(control) => (
          <Input
            {...control}
            type="number"
            min={0}
            max={100}
            step={1}
            inputMode="numeric"
            disabled={saving}
            {...form.register('progress')}
          />
        )}
      </Field>
      <Button type="submit" className="col-span-2" disabled={saving || !isDirty}>
        Save changes
      </Button>
    </form>
  );
}
