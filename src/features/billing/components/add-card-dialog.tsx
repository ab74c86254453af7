import { useMutation } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/get-error-message';
import type { CardSetup } from '@/services/payments/card-setup';

/** Stripe's card form over a setup intent; saving it adds the card to the user's account. */
export function AddCardDialog({
  setup,
  onSaved,
  onClose,
}: {
  setup: CardSetup;
  onSaved: () => void;
  onClose: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const saving = useMutation({
    mutationFn: () => setup.confirm(),
    onSuccess: () => {
      toast.success('Payment method added successfully!');
      onSaved();
    },
    // The card setup's own message already starts "Failed to add payment method".
    onError: (error) => toast.error(getErrorMessage(error, 'Failed to add payment method: Unknown error')),
  });
  // Stays busy after a save until the parent closes the dialog.
  const busy = saving.isPending || saving.isSuccess;

  useEffect(() => {
    if (container.current) setup.mount(container.current);
    return () => setup.destroy();
  }, [setup]);

  return (
    <Modal
      title="Add a card"
      description="Your card is stored by Stripe; Creator OS never sees its number."
      onClose={onClose}
      dismissible={!busy}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => saving.mutate()}>
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Save Card
          </Button>
        </div>
      }
    >
      <div ref={container} className="min-h-32" />
    </Modal>
  );
}
