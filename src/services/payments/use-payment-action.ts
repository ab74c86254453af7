import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { randomUuid } from '@/lib/ids';

interface PaymentAction {
  key: string;
  action: () => Promise<unknown>;
}

/** A key of this screen's payment actions; a new one forgets those started before. */
const actionsKey = () => ['payment-action', randomUuid()] as const;

/**
 * One payment at a time per screen: `run` ignores a click while another action is in progress.
 * The busy state is the screen's own mutation, so it goes with the screen (an action finishing
 * after the screen has closed touches nothing) and is cleared when the page comes back from the
 * back/forward cache.
 */
export function usePaymentAction() {
  const queryClient = useQueryClient();
  const [mutationKey, setMutationKey] = useState(actionsKey);
  const { mutateAsync, reset, isPending, variables } = useMutation({
    mutationKey,
    mutationFn: ({ action }: PaymentAction) => action(),
    // A payment runs whatever the browser thinks of the network (the provider's page decides).
    networkMode: 'always',
  });

  useEffect(() => {
    // Back from a provider's page through the back/forward cache: the old click is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      reset();
      setMutationKey(actionsKey());
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const busyKey = isPending ? variables.key : null;

  const run = async <T>(key: string, action: () => Promise<T>): Promise<T | undefined> => {
    // The cache knows at once, before the screen re-renders: a double click starts one action.
    if (queryClient.isMutating({ mutationKey, exact: true }) > 0) return undefined;
    return (await mutateAsync({ key, action })) as T;
  };

  return { busyKey, busy: busyKey !== null, run };
}
