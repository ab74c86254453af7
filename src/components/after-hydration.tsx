import type { ComponentProps, ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** Renders `children` only in the browser, after hydration; `fallback` (the prerendered output) until then. */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}

/**
 * A form's controls, disabled until the page is hydrated. A prerendered form (the sign-in forms)
 * shows before its code runs, but react-hook-form sets each field to its default value when it
 * registers it, so anything typed or ticked before hydration would be silently lost; and a submit
 * then would send the form as a plain GET, the password in the address. Rendered fresh, the
 * controls are enabled from the first render after mount.
 *
 * (Here, in a module the entry holds anyway: in a chunk of its own, shared by the two forms, it
 * made the bundler split React's JSX runtime out of the entry, 0.6 KB more gzip for the landing page.)
 */
export function HydratedFieldset({ className, ...props }: Omit<ComponentProps<'fieldset'>, 'disabled'>) {
  // min-w-0: a fieldset is otherwise as wide as its widest content, wider than a phone's screen.
  return (
    <fieldset
      disabled={!useHydrated()}
      className={className ? `min-w-0 ${className}` : 'min-w-0'}
      {...props}
    />
  );
}
