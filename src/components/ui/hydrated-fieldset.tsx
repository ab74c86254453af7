import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * A form's controls, disabled until the page is hydrated. A prerendered form (the sign-in forms)
 * shows before its code runs, but react-hook-form sets each field to its default value when it
 * registers it, so anything typed or ticked before hydration would be silently lost; and a submit
 * then would send the form as a plain GET, the password in the address. Rendered fresh, the
 * controls are enabled from the first render after mount.
 */
export function HydratedFieldset({ className, ...props }: Omit<ComponentProps<'fieldset'>, 'disabled'>) {
  // min-w-0: a fieldset is otherwise as wide as its widest content, wider than a phone's screen.
  return <fieldset disabled={!useHydrated()} className={cn('min-w-0', className)} {...props} />;
}
