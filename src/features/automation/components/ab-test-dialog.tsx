import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, X } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Field } from '@/components/ui/field';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import type { AbTest } from '@/lib/automation/automation-api';
import { AbTestInput } from '@/lib/automation/automation-limits';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { dateValue } from '../lib/labels';

const DAY = 86_400_000;

function defaultsFor(test: AbTest | null): AbTestInput {
  return {
    name: test?.name ?? '',
    description: test?.description ?? '',
    startDate: test?.start_date ?? dateValue(new Date(Date.now() + DAY)),
    endDate: test?.end_date ?? dateValue(new Date(Date.now() + 15 * DAY)),
    variants: test?.variants.map(({ name, traffic }) => ({ name, traffic })) ?? [
      { name: 'Variant A', traffic: 50 },
      { name: 'Variant B', traffic: 50 },
    ],
  };
}

/** Create A/B test (a draft), or edit a draft: a name, a description, dates and 2 to 5 variants whose traffic adds up to 100%. */
export function AbTestDialog({
  test,
  onSave,
  onClose,
}: {
  test: AbTest | null;
  onSave: (input: AbTestInput) => Promise<void>;
  onClose: () => void;
}) {
  const form = useForm<AbTestInput>({ resolver: zodResolver(AbTestInput), defaultValues: defaultsFor(test) });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  const { errors, isSubmitting: saving } = form.formState;
  const traffic = useWatch({ control: form.control, name: 'variants' }).reduce(
    (sum, variant) => sum + (Number(variant.traffic) || 0),
    0,
  );

  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input);
      onClose();
    } catch (failure) {
      form.setError('root', { message: getErrorMessage(failure, 'The A/B test could not be saved') });
    }
  });

  return (
    <Modal title={test ? 'Edit A/B Test' : 'Create A/B Test'} onClose={onClose} dismissible={!saving}>
      <form noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <TextField
          id="ab-name"
          label="Name"
          error={errors.name?.message}
          disabled={saving}
          {...form.register('name')}
        />
        <Field id="ab-description" label="Description" error={errors.description?.message}>
          {(control) => (
            <Textarea {...control} rows={2} disabled={saving} {...form.register('description')} />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="ab-start"
            label="Start date"
            type="date"
            error={errors.startDate?.message}
            disabled={saving}
            {...form.register('startDate')}
          />
          <TextField
            id="ab-end"
            label="End date"
            type="date"
            error={errors.endDate?.message}
            disabled={saving}
            {...form.register('endDate')}
          />
        </div>
        <fieldset aria-describedby="ab-variants-error" className="space-y-2">
          <legend className="mb-1.5 text-sm font-medium">Variants (traffic {traffic}% of 100%)</legend>
          {variants.fields.map((variant, index) => (
            <div key={variant.id} className="flex items-end gap-2">
              <Field
                id={`ab-variant-${index}-name`}
                label={`Variant ${index + 1} name`}
                className="min-w-0 flex-1"
                error={errors.variants?.[index]?.name?.message}
              >
                {(control) => (
                  <Input {...control} disabled={saving} {...form.register(`variants.${index}.name`)} />
                )}
              </Field>
              <Field
                id={`ab-variant-${index}-traffic`}
                label="Traffic %"
                className="w-24"
                error={errors.variants?.[index]?.traffic?.message}
              >
                {(control) => (
                  <Input
                    {...control}
                    type="number"
                    min={0}
                    max={100}
                    inputMode="numeric"
                    disabled={saving}
                    {...form.register(`variants.${index}.traffic`, { valueAsNumber: true })}
                  />
                )}
              </Field>
              {variants.fields.length > 2 && (
                <Button
                  variant="ghost"
                  className="mb-0.5 px-2"
                  disabled={saving}
                  onClick={() => variants.remove(index)}
                  aria-label={`Remove variant ${index + 1}`}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              )}
            </div>
          ))}
          {variants.fields.length < 5 && (
            <Button
              variant="secondary"
              disabled={saving}
              onClick={() =>
                variants.append({
                  name: `Variant ${String.fromCharCode(65 + variants.fields.length)}`,
                  traffic: 0,
                })
              }
            >
              <Plus className="size-4" aria-hidden /> Add variant
            </Button>
          )}
          <FieldError
            id="ab-variants-error"
            message={errors.variants?.message ?? errors.variants?.root?.message}
          />
        </fieldset>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.root.message}
          </p>
        )}
        <DialogActions
          submitLabel={test ? 'Save A/B Test' : 'Create A/B Test'}
          busy={saving}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
