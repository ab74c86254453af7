import type { ComponentProps } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes';

export type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant };

export function Button({ className, variant = 'primary', type = 'button', ...props }: ButtonProps) {
  return <button type={type} data-slot="button" className={buttonClasses(variant, className)} {...props} />;
}
