/**
 * Logs a failure nothing else handles. The async work wrapped here shows its own errors (a
 * mutation's errorToast, a try/catch with a toast), so a rejection that still arrives is a bug.
 */
export function reportFailure(error: unknown): void {
  console.error(error);
}

/**
 * Turns async work into a callback for a prop that expects `void` (onClick, onSubmit, onChange…),
 * so the promise is not left floating: a rejection goes to reportFailure.
 */
export function withFailureReported<Args extends unknown[]>(
  action: (...args: Args) => Promise<unknown>,
): (...args: Args) => void {
  return (...args) => {
    action(...args).catch(reportFailure);
  };
}
