import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useCopy } from '../lib/use-copy';

/** Copies `text`; says 'Copied!' for 2 s. `label` names what is copied (toast and screen readers). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const { copied, copy } = useCopy(label);
  return (
    <Button
      variant="secondary"
      aria-label={copied ? undefined : `Copy ${label}`}
      onClick={() => void copy(text)}
      className={cn('shrink-0 px-3 py-2', className)}
    >
      {copied ? (
        <Check className="size-4 text-emerald-600" aria-hidden />
      ) : (
        <Copy className="size-4" aria-hidden />
      )}
      {copied ? 'Copied!' : 'Copy'}
    </Button>
  );
}
