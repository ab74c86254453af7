import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { withFailureReported } from '@/lib/report-failure';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from '../lib/data-export-account-deletion';
import { DeleteAccountInput } from '../lib/delete-account-schema';

const DELETED = [
  'your profile',
  'the workspaces you own, with their members and invitations (you also leave the ones you joined)',
  'your videos and voice-overs',
  'your credits, their history and your subscriptions',
  'your payment partner API keys',
];

/**
 * "Are you sure?" for deleting the account: says what goes, and enables the delete button only
 * once the user has typed DELETE. While the deletion runs (`deleting`) nothing can be dismissed;
 * a failure is toasted by the deletion and leaves the dialog open.
 */
export function DeleteAccountDialog({
  deleteAccount,
  deleting,
  onClose,
}: {
  /** Starts the deletion (and signs out); the dialog goes with the screen when it succeeds. */
  deleteAccount: () => void;
  deleting: boolean;
  onClose: () => void;
}) {
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountInput),
    defaultValues: { confirmation: '' },
  });
  const input = useRef<HTMLInputElement>(null);
  const confirmed = isDeleteConfirmed(useWatch({ control: form.control, name: 'confirmation' }));
  const { ref: registerRef, ...confirmationField } = form.register('confirmation');

  const submit = form.handleSubmit(() => {
    if (deleting) return;
    deleteAccount();
  });

  return (
    <Modal
      role="alertdialog"
      title="Delete your account?"
      description="This permanently deletes your account and cannot be undone."
      onClose={onClose}
      initialFocus={input}
      dismissible={!deleting}
    >
      <form id="delete-account-form" noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <div className="text-sm text-slate-700">
          <p>These are deleted for good:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {DELETED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className="mt-3">You will be signed out. To keep a copy, export your data first.</p>
        </div>
        <TextField
          ref={(element) => {
            registerRef(element);
            input.current = element;
          }}
          id="delete-account-confirmation"
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...confirmationField}
          disabled={deleting}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={deleting} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!confirmed || deleting}
            className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
          >
            {deleting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Trash2 className="size-4" aria-hidden />
            )}
            {deleting ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
