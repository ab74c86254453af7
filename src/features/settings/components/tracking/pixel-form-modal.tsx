import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { PIXEL_ID_HINTS, pixelIdProblem } from '@/services/tracking/pixel-id';
import { PIXEL_TYPES, type PixelType, type TrackingPixel } from '@/services/tracking/tracking-pixels';
import type { PixelInput } from '../../lib/use-tracking-pixels';
import { PIXEL_TYPE_LABELS, REQUIRED_FIELDS_TEXT } from './pixel-labels';

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none';

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
  const nameRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(pixel?.name ?? '');
  const [type, setType] = useState<PixelType>(pixel?.type ?? 'meta');
  const [pixelId, setPixelId] = useState(pixel?.pixelId ?? '');
  const [description, setDescription] = useState(pixel?.description ?? '');
  const [isActive, setIsActive] = useState(pixel?.isActive ?? true);
  const [formError, setFormError] = useState<string | null>(null);
  const [idError, setIdError] = useState<string | null>(null);
  const hint = PIXEL_ID_HINTS[type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: PixelInput = {
      name: name.trim(),
      type,
      pixelId: pixelId.trim(),
      description: description.trim(),
      isActive,
    };
    if (!input.name || !input.pixelId) {
      setFormError(REQUIRED_FIELDS_TEXT);
      setIdError(null);
      return;
    }
    const problem = pixelIdProblem(input.type, input.pixelId);
    setFormError(null);
    setIdError(problem);
    if (problem) return;
    if (onSave(input)) onClose();
  };

  const title = pixel ? 'Edit Tracking Pixel' : 'Add Tracking Pixel';
  return (
    <Modal
      title={title}
      description="Active pixels load their script on every signed-in page and receive the custom events."
      onClose={onClose}
      initialFocus={nameRef}
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="space-y-4">
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
        <div>
          <label htmlFor={`${id}-name`} className="mb-1.5 block text-sm font-medium">
            Pixel name <span aria-hidden>*</span>
          </label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            required
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. Main Facebook Pixel"
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1.5 block text-sm font-medium">
            Type
          </label>
          <select
            id={`${id}-type`}
            value={type}
            onChange={(event) => {
              setType(event.target.value as PixelType);
              setIdError(null);
            }}
            className={fieldClass}
          >
            {PIXEL_TYPES.map((value) => (
              <option key={value} value={value}>
                {PIXEL_TYPE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-pixel-id`} className="mb-1.5 block text-sm font-medium">
            {hint.label} <span aria-hidden>*</span>
          </label>
          <Input
            id={`${id}-pixel-id`}
            value={pixelId}
            required
            onChange={(event) => {
              setPixelId(event.target.value);
              setIdError(null);
            }}
            placeholder={hint.example}
            spellCheck={false}
            autoComplete="off"
            aria-invalid={idError ? true : undefined}
            aria-describedby={`${id}-pixel-id-hint${idError ? ` ${id}-pixel-id-error` : ''}`}
            className="font-mono"
          />
          <p id={`${id}-pixel-id-hint`} className="mt-1 text-xs text-slate-600">
            For example {hint.example}
          </p>
          {idError && (
            <p id={`${id}-pixel-id-error`} role="alert" className="mt-1 text-sm text-red-700">
              {idError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className="mb-1.5 block text-sm font-medium">
            Description
          </label>
          <textarea
            id={`${id}-description`}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            rows={3}
            className={fieldClass}
            placeholder="What this pixel measures"
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            checked={isActive}
            onChange={(event) => setIsActive(event.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
          />
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
