import type { ReactNode } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

// The property panel's labelled controls, on the ui kit's Field (label and control wired by id).
// The slider and the colour picker put their label beside the value or the swatch, so their
// Field drops the label's bottom margin.
const inlineLabel = '[&>[data-slot=field-label]]:mb-0';

/** A labelled slider with its value shown. */
export function RangeField({
  id,
  label,
  min,
  max,
  step = 1,
  value,
  onChange,
  format = String,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  return (
    <Field
      id={id}
      label={label}
      className={`grid grid-cols-[1fr_auto] items-baseline gap-x-2 ${inlineLabel}`}
    >
      {(control) => (
        <>
          <output htmlFor={id} className="text-sm text-slate-600 tabular-nums">
            {format(value)}
          </output>
          <input
            {...control}
            type="range"
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={(event) => onChange(Number(event.target.value))}
            className="col-span-2 mt-1 w-full accent-brand-600"
          />
        </>
      )}
    </Field>
  );
}

/** A labelled select. */
export function SelectField<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value as V)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A labelled colour picker, the label beside the swatch. */
export function ColorField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} className={`flex items-center justify-between gap-3 ${inlineLabel}`}>
      {(control) => (
        <Input
          {...control}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 w-14 cursor-pointer rounded-md p-1"
        />
      )}
    </Field>
  );
}

/** A labelled checkbox, with room beside it for what the option turns on. */
export function CheckField({
  label,
  checked,
  onChange,
  children,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <label className="flex items-center gap-2 text-sm font-medium">
        <Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {children}
    </div>
  );
}
