import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { campaignObjectives } from '@/data/campaigns';
import {
  CreateCampaignInput,
  MAX_BUDGET,
  MIN_BUDGET,
  type CreateCampaignForm,
} from '../lib/create-campaign-schema';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';

/**
 * The Create Campaign form; a valid campaign is handed to `onCreate` (which saves it as a draft).
 * A refusal is shown in the form, which stays open.
 */
export function CreateCampaignModal({
  onCreate,
  onClose,
}: {
  onCreate: (input: CreateCampaignInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm<CreateCampaignForm, unknown, CreateCampaignInput>({
    resolver: zodResolver(CreateCampaignInput),
    defaultValues: { name: '', objective: '', budget: '', startDate: '', endDate: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await onCreate(input);
      onClose();
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error, 'The campaign could not be created') });
    }
  });

  return (
    <Modal
      title="Create Campaign"
      description="New campaigns start as drafts. Nothing is spent until you launch one."
      onClose={onClose}
      dismissible={!isSubmitting}
      footer={
        <DialogActions
          submitLabel="Create Campaign"
          busy={isSubmitting}
          onCancel={onClose}
          form={`${id}-form`}
        />
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <TextField
          id={`${id}-name`}
          label="Campaign name"
          autoComplete="off"
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Field id={`${id}-objective`} label="Objective" error={errors.objective?.message}>
          {(control) => (
            <Select {...control} {...form.register('objective')}>
              <option value="">Select an objective</option>
              {campaignObjectives.map((objective) => (
                <option key={objective} value={objective}>
                  {objective}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField
          id={`${id}-budget`}
          label="Budget (USD)"
          type="number"
          inputMode="numeric"
          min={MIN_BUDGET}
          max={MAX_BUDGET}
          step={1}
          error={errors.budget?.message}
          {...form.register('budget')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-start`}
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            {...form.register('startDate')}
          />
          <TextField
            id={`${id}-end`}
            label="End date"
            type="date"
            error={errors.endDate?.message}
            {...form.register('endDate')}
          />
        </div>
        <FieldError id={`${id}-root`} message={errors.root?.message} />
      </form>
    </Modal>
  );
}
