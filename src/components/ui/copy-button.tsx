import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import toast from 'react-hot-toast';
import { cn } from '@/lib/cn';
import { reportFailure } from '@/lib/report-failure';
import { Button } from './button';

/** How long a copy button says 'Copied!'. */
export const COPIED_LABEL_MS = 2_000;

const sizes = {
  default: { button: 'px-3 py-2', icon: 'size-4' },
  sm: { button: 'gap-1.5 px-2.5 py-1.5 text-xs', icon: 'size-3.5' },
} as const;

export type CopyButtonProps = Omit<ComponentProps<'button'>, 'value' | 'onClick' | 'children'> & {
  /** The text put on the clipboard. */
  value: string;
  /** Names what is copied: 'Copy {label}' and the toast '{label} copied to clipboard!'. */
  label: string;
  size?: keyof typeof sizes;
  /** The toast when the browser refuses; by default 'Could not copy the {label}: …'. */
  errorMessage?: string;
  /** Whether the button's name becomes 'Copied!' while it says so (else it stays 'Copy {label}'). */
  announceCopied?: boolean;
};

/** Copies `value`, toasts '{label} copied to clipboard!' and says 'Copied!' for two seconds. */
export function CopyButton({
  value,
  label,
  size = 'default',
  errorMessage,
  announceCopied = true,
  className,
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toast.error(errorMessage ?? `Could not copy the ${label.toLowerCase()}: select it and copy it by hand`);
      return;
    }
    toast.success(`${label} copied to clipboard!`);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  const Icon = copied ? Check : Copy;
  return (
    <Button
      variant="secondary"
      data-slot="copy-button"
      aria-label={copied && announceCopied ? undefined : `Copy ${label}`}
      onClick={() => {
        copy().catch(reportFailure);
      }}
      className={cn('shrink-0', sizes[size].button, className)}
      {...props}
    >
      <Icon className={cn(sizes[size].icon, copied && 'text-emerald-600')} aria-hidden />
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
