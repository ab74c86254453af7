import { useIsFetching, useQueryClient } from '@tanstack/react-query';

/**
 * Shows `data-testid="reads-settled"` once every read of the rendered screen has come back, so
 * a test can tell that what is absent is truly absent.
 */
export function ReadsSettled() {
  const fetching = useIsFetching();
  const reads = useQueryClient().getQueryCache().getAll();
  const settled =
    fetching === 0 && reads.length > 0 && reads.every((read) => read.state.status !== 'pending');
  return settled ? <span data-testid="reads-settled" /> : null;
}
