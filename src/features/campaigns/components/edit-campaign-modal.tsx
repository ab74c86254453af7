import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { DialogActions } from '@/components/ui/dialog-actions';
import { campaignObjectives, campaignStatuses } from '@/data/campaigns';
import type { CampaignFields, StoredCampaign } from '@/lib/campaigns/campaigns-api';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { MAX_BUDGET, MIN_BUDGET } from '../lib/create-campaign-schema';
import { EditCampaignInput, type EditCampaignForm } from '../lib/edit-campaign-schema';

/**
 * Edit a campaign: its plan and the results the team enters. A refusal from the database is
 * shown in the form, which stays open.
 */
export function EditCampaignModal({
  campaign,
  onSave,
  onClose,
}: {
  campaign: StoredCampaign;
  onSave: (fields: CampaignFields) => Promise<unknown>;
  onClose: () => void;
}) {
  const id = useId();
  const form = useForm<EditCampaignForm, unknown, EditCampaignInput>({
    resolver: zodResolver(EditCampaignInput),
    defaultValues: {
      name: campaign.name,
      objective: campaign.objective,
      status: campaign.status,
      budget: String(campaign.budget),
      spent: String(campaign.spent),
      impressions: String(campaign.impressions),
      clicks: String(campaign.clicks),
      conversions: String(campaign.conversions),
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      platform: campaign.platform,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave({ ...input, thumbnail: campaign.thumbnail });
      onClose();
    } catch (error) {
      form.setError('root', { message: getErrorMessage(error, 'The campaign could not be saved') });
    }
  });

  return (
    <Modal
      title={`Edit ${campaign.name}`}
      description="Results come from your ad account: enter them here to keep the figures current."
      onClose={onClose}
      dismissible={!isSubmitting}
      footer={
        <DialogActions
          submitLabel="Save changes"
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
          error={errors.name?.message}
          {...form.register('name')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-objective`} label="Objective" error={errors.objective?.message}>
            {(control) => (
              <Select {...control} {...form.register('objective')}>
                {campaignObjectives.map((objective) => (
                  <option key={objective} value={objective}>
                    {objective}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id={`${id}-status`} label="Campaign status" error={errors.status?.message}>
            {(control) => (
              <Select {...control} {...form.register('status')} className="capitalize">
                {campaignStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
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
          <TextField
            id={`${id}-spent`}
            label="Spent (USD)"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            error={errors.spent?.message}
            {...form.register('spent')}
          />
          <TextField
            id={`${id}-impressions`}
            label="Impressions"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.impressions?.message}
            {...form.register('impressions')}
          />
          <TextField
            id={`${id}-clicks`}
            label="Clicks"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.clicks?.message}
            {...form.register('clicks')}
          />
          <TextField
            id={`${id}-conversions`}
            label="Conversions"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errors.conversions?.message}
            {...form.register('conversions')}
          />
          <TextField
            id={`${id}-platform`}
            label="Platform"
            autoComplete="off"
            error={errors.platform?.message}
            {...form.register('platform')}
          />
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
