import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { withFailureReported } from '@/lib/report-failure';
import { PIXEL_ID_HINTS } from '@/services/tracking/pixel-id';
import { PIXEL_TYPES, type TrackingPixel } from '@/services/tracking/tracking-pixels';
import { PIXEL_TYPE_LABELS } from '../lib/pixel-labels';
import { PixelFormInput, type PixelFormOutput, type PixelFormValues } from '../lib/pixel-form-schema';
import type { PixelInput } from '../lib/use-tracking-pixels';

/** The Add and Edit pixel form: name, type (Meta by default), pixel ID, description, active. */
export function PixelFormModal({
  pixel,
  onSave,
  onClose,
}: {
  /** The pixel being edited; a new one when absent. */
  pixel?: TrackingPixel;
  /** Saves; false keeps the form open. */
  onSave: (input: PixelInput) => boolean;
  onClose: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    control,
    clearErrors,
    formState: { errors },
  } = useForm<PixelFormValues, unknown, PixelFormOutput>({
    resolver: zodResolver(PixelFormInput),
    defaultValues: {
      name: pixel?.name ?? '',
      type: pixel?.type ?? 'meta',
      pixelId: pixel?.pixelId ?? '',
      description: pixel?.description ?? '',
      isActive: pixel?.isActive ?? true,
    },
    // A message stays until the next submit; changing the type or the ID clears the ID's.
    reValidateMode: 'onSubmit',
  });
  const hint = PIXEL_ID_HINTS[useWatch({ control, name: 'type' })];
  const { ref: registerName, ...nameField } = register('name');
  const clearIdError = { onChange: () => clearErrors('pixelId') };

  const submit = handleSubmit((input) => {
    if (onSave(input)) onClose();
  });

  const title = pixel ? 'Edit Tracking Pixel' : 'Add Tracking Pixel';
  return (
    <Modal
      title={title}
      description="Active pixels load their script on every signed-in page and receive the custom events."
      onClose={onClose}
      initialFocus={nameRef}
    >
      <form id={`${id}-form`} noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        {errors.root && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {errors.root.message}
          </p>
        )}
        <Field
          id={`${id}-name`}
          label={
            <>
              Pixel name <span aria-hidden>*</span>
            </>
          }
        >
          {(wiring) => (
            <Input
              {...wiring}
              {...nameField}
              ref={(element) => {
                registerName(element);
                nameRef.current = element;
              }}
              required
              placeholder="e.g. Main Facebook Pixel"
            />
          )}
        </Field>
        <Field id={`${id}-type`} label="Type">
          {(wiring) => (
            <Select {...wiring} {...register('type', clearIdError)}>
              {PIXEL_TYPES.map((value) => (
                <option key={value} value={value}>
                  {PIXEL_TYPE_LABELS[value]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={`${id}-pixel-id`}
          label={
            <>
              {hint.label} <span aria-hidden>*</span>
            </>
          }
          description={`For example ${hint.example}`}
          error={errors.pixelId?.message}
        >
          {(wiring) => (
            <Input
              {...wiring}
              {...register('pixelId', clearIdError)}
              required
              placeholder={hint.example}
              spellCheck={false}
              autoComplete="off"
              className="font-mono"
            />
          )}
        </Field>
        <Field id={`${id}-description`} label="Description">
          {(wiring) => (
            <Textarea
              {...wiring}
              {...register('description')}
              rows={3}
              placeholder="What this pixel measures"
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <Checkbox {...register('isActive')} />
          Activate immediately
        </label>
        <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{pixel ? 'Save Changes' : 'Add Pixel'}</Button>
        </div>
      </form>
    </Modal>
  );
}
