import type { ComponentProps } from 'react';
import { Field } from './field';
import { Input } from './input';
import { PasswordInput } from './password-input';

export type TextFieldProps = ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  /** A password field with its show/hide toggle. */
  password?: boolean;
};

/** A labelled input wired to its message: `aria-invalid` and `aria-describedby` come from `Field`. */
export function TextField({ id, label, error, className, password = false, ...inputProps }: TextFieldProps) {
  const Control = password ? PasswordInput : Input;
  return (
    <Field id={id} label={label} error={error} className={className}>
      {(control) => <Control {...control} {...inputProps} />}
    </Field>
  );
}
