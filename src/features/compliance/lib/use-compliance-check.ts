import { useCallback, useEffect, useRef, useState } from 'react';
import { checkScript } from '@/services/compliance/check-script';
import type { ComplianceResult } from '@/services/compliance/types';

/** The simulated check delay (docs/product-rules.md#compliance-checker). */
export const CHECK_DELAY_MS = 2000;

/**
 * Runs the rule engine after the 2-second checking state; `onDone` gets the result and the
 * `subject` the check was run for (e.g. the saved script it belongs to).
 */
export function useComplianceCheck<Subject = undefined>(
  onDone: (script: string, result: ComplianceResult, subject: Subject | undefined) => void,
) {
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<ComplianceResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const run = useCallback((script: string, subject?: Subject) => {
    if (timer.current || script.trim() === '') return;
    setChecking(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      const next = checkScript(script);
      setResult(next);
      setChecking(false);
      done.current(script, next, subject);
    }, CHECK_DELAY_MS);
  }, []);

  return { checking, result, run };
}
