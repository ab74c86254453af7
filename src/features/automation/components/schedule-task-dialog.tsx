import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import type { AbTest, ScheduleType, ScheduledTask } from '@/lib/automation/automation-api';
import {
  SCHEDULE_TYPES,
  isCampaignTask,
  scheduleTaskSchema,
  type ScheduleTaskInput,
} from '@/lib/automation/automation-limits';
import { campaignChoicesQuery } from '@/lib/campaigns/campaign-queries';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import type { AppSupabaseClient } from '@/lib/supabase';
import { workspaceVideosQuery } from '@/lib/videos/workspace-video-queries';
import { videoTitle } from '@/lib/videos/workspace-videos-api';
import { dateTimeLocalValue, scheduleTypeLabel } from '../lib/labels';

const HOUR = 3_600_000;

function defaultsFor(type: ScheduleType, task: ScheduledTask | null): ScheduleTaskInput {
  const budget =
    task?.params && typeof task.params === 'object' && !Array.isArray(task.params)
      ? task.params.budget
      : undefined;
  return {
    name: task?.name ?? '',
    description: task?.description ?? '',
    type: task?.type ?? type,
    scheduledAt: dateTimeLocalValue(task ? new Date(task.scheduled_at) : new Date(Date.now() + HOUR)),
    platform: task?.platform ?? '',
    videoId: task?.video_id ?? '',
    abTestId: task?.ab_test_id ?? '',
    campaignId: task?.campaign_id ?? '',
    budget: typeof budget === 'number' ? budget : undefined,
  };
}

/** The one Schedule form behind every Quick Schedule button, preset to its type; or the edit of a task not yet run. */
export function ScheduleTaskDialog({
  client,
  userId,
  workspaceId,
  type,
  task,
  abTests,
  onSave,
  onClose,
}: {
  client: AppSupabaseClient;
  userId: string;
  workspaceId: string;
  type: ScheduleType;
  task: ScheduledTask | null;
  /** The A/B tests listed so far; only drafts can be launched. */
  abTests: readonly AbTest[];
  onSave: (input: ScheduleTaskInput) => Promise<void>;
  onClose: () => void;
}) {
  const schema = useMemo(() => scheduleTaskSchema(), []);
  const form = useForm<ScheduleTaskInput>({
    resolver: zodResolver(schema),
    defaultValues: defaultsFor(type, task),
  });
  const { errors, isSubmitting: saving } = form.formState;
  const chosenType = useWatch({ control: form.control, name: 'type' });
  const videos = useQuery({
    ...workspaceVideosQuery(client, userId, workspaceId),
    enabled: chosenType === 'video_upload',
  });
  const campaigns = useQuery({
    ...campaignChoicesQuery(client, workspaceId),
    enabled: isCampaignTask(chosenType),
  });
  const drafts = abTests.filter((test) => test.status === 'draft' || test.id === task?.ab_test_id);

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      onClose();
    } catch (failure) {
      form.setError('root', { message: getErrorMessage(failure, 'The task could not be scheduled') });
    }
  });

  return (
    <Modal
      title={task ? 'Edit Scheduled Task' : `Schedule ${scheduleTypeLabel[type]}`}
      onClose={onClose}
      dismissible={!saving}
    >
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <Field id="task-type" label="Type">
          {(control) => (
            <Select {...control} disabled={saving} {...form.register('type')}>
              {SCHEDULE_TYPES.map((option) => (
                <option key={option} value={option}>
                  {scheduleTypeLabel[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          id="task-name"
          label="Name"
          error={errors.name?.message}
          disabled={saving}
          {...form.register('name')}
        />
        <TextField
          id="task-time"
          label="Date and time"
          type="datetime-local"
          step={1}
          error={errors.scheduledAt?.message}
          disabled={saving}
          {...form.register('scheduledAt')}
        />
        {chosenType === 'video_upload' && (
          <Field id="task-video" label="Video" error={errors.videoId?.message}>
            {(control) => (
              <Select {...control} disabled={saving || videos.isPending} {...form.register('videoId')}>
                <option value="">
                  {videos.data?.length === 0 ? 'No videos in this workspace yet' : 'Choose a video'}
                </option>
                {(videos.data ?? []).map((video) => (
                  <option key={video.id} value={video.id}>
                    {videoTitle(video)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {chosenType === 'ab_test_launch' && (
          <Field
            id="task-ab-test"
            label="A/B test"
            description="Only a draft A/B test can be launched."
            error={errors.abTestId?.message}
          >
            {(control) => (
              <Select {...control} disabled={saving} {...form.register('abTestId')}>
                <option value="">{drafts.length === 0 ? 'No draft A/B tests' : 'Choose an A/B test'}</option>
                {drafts.map((test) => (
                  <option key={test.id} value={test.id}>
                    {test.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {isCampaignTask(chosenType) && (
          <Field id="task-campaign" label="Campaign" error={errors.campaignId?.message}>
            {(control) => (
              <Select {...control} disabled={saving || campaigns.isPending} {...form.register('campaignId')}>
                <option value="">
                  {campaigns.data?.length === 0 ? 'No campaigns in this workspace yet' : 'Choose a campaign'}
                </option>
                {(campaigns.data ?? []).map((campaign) => (
                  <option key={campaign.id} value={campaign.id}>
                    {campaign.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        {chosenType === 'budget_update' && (
          <Field id="task-budget" label="New budget ($)" error={errors.budget?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                disabled={saving}
                {...form.register('budget', {
                  setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
                })}
              />
            )}
          </Field>
        )}
        <TextField
          id="task-platform"
          label="Platform"
          placeholder="YouTube"
          error={errors.platform?.message}
          disabled={saving}
          {...form.register('platform')}
        />
        <Field id="task-description" label="Description" error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={2} disabled={saving} {...form.register('description')} />
          )}
        </Field>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <DialogActions
          submitLabel={task ? 'Save Task' : 'Schedule Task'}
          busy={saving}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
