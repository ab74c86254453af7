import type { ComponentProps } from 'react';
import { FormField } from './form-field';
import { Input } from './input';
import { PasswordInput } from './password-input';

export type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  /** A password field with its show/hide toggle. */
  password?: boolean;
};

/** A labelled input wired to its message: `aria-invalid` and `aria-describedby` come for free. */
export function TextField({ id, label, error, className, password = false, ...inputProps }: TextFieldProps) {
  const Control = password ? PasswordInput : Input;
  return (
    <FormField id={id} label={label} error={error} className={className}>
      <Control id={id} aria-invalid={!!error} aria-describedby={`${id}-error`} {...inputProps} />
    </FormField>
  );
}
