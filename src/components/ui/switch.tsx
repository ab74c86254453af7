import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type SwitchProps = Omit<ComponentProps<'button'>, 'onChange' | 'role' | 'aria-checked'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** An on/off switch (`role="switch"`); name it with `aria-label` or `aria-labelledby`. */
export function Switch({
  checked,
  onCheckedChange,
  className,
  type = 'button',
  onClick,
  ...props
}: SwitchProps) {
  return (
    <button
      type={type}
      role="switch"
      aria-checked={checked}
      data-slot="switch"
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-400 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-checked:bg-emerald-600',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        data-slot="switch-thumb"
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition',
          checked ? 'translate-x-5.5' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
