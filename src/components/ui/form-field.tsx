import type { ReactNode } from 'react';
import { Field } from './field';

/**
 * A labelled control with its message; give the control `aria-describedby={`${id}-error`}`.
 * New code can use `Field` with a render function, which wires the control itself.
 */
export function FormField({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Field id={id} label={label} error={error} className={className}>
      {children}
    </Field>
  );
}
