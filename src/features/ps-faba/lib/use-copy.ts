import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';

/** How long a copy button says 'Copied!'. */
export const COPIED_LABEL_MS = 2000;

/** Copies a text and says so: the toast '{label} copied to clipboard!' and 'Copied!' for 2 s. */
export function useCopy(label: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      toast.error(`Could not copy the ${label.toLowerCase()}: select it and copy it by hand`);
      return;
    }
    toast.success(`${label} copied to clipboard!`);
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
  };

  return { copied, copy };
}
