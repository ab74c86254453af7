import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './field-error';

/** The props that tie a control to its field: spread them onto the input, select or textarea. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

export type FieldProps = {
  /** The control's id; the description and the error get `${id}-description` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** A hint under the control. */
  description?: ReactNode;
  /** The message when the value is wrong; marks the control invalid. */
  error?: string;
  className?: string;
  /** Classes for the label, merged last (`sr-only` when the screen shows the name another way). */
  labelClassName?: string;
  /** The control: a function of the wiring props (`{(control) => <Input {...control} />}`), or a node wired by hand. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

/** The ids a field's control is described by, and whether it is invalid. */
function fieldControlProps(id: string, { description, error }: Pick<FieldProps, 'description' | 'error'>) {
  const describedBy = [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(
    Boolean,
  );
  return {
    id,
    'aria-invalid': !!error,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  } satisfies FieldControlProps;
}

/** A labelled control with its description and its error, wired for screen readers in one place. */
export function Field({ id, label, description, error, className, labelClassName, children }: FieldProps) {
  return (
    <div data-slot="field" className={className}>
      <label
        htmlFor={id}
        data-slot="field-label"
        className={cn('mb-1.5 block text-sm font-medium', labelClassName)}
      >
        {label}
      </label>
      {typeof children === 'function' ? children(fieldControlProps(id, { description, error })) : children}
      {description && (
        <p
          id={`${id}-description`}
          data-slot="field-description"
          className={cn('mt-1 text-sm text-slate-600')}
        >
          {description}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
