import { Loader2, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/get-error-message';
import { DELETE_CONFIRMATION_WORD, isDeleteConfirmed } from '../../lib/data-export-account-deletion';

/** Deletes the account and signs out; resolves once that is done. */
export type DeleteAccount = () => Promise<void>;

const DELETED = [
  'your profile',
  'the workspaces you own, with their members and invitations (you also leave the ones you joined)',
  'your videos and voice-overs',
  'your credits, their history and your subscriptions',
  'your payment partner API keys',
];

/**
 * "Are you sure?" for deleting the account: says what goes, and enables the delete button only
 * once the user has typed DELETE. While it runs nothing can be dismissed.
 */
export function DeleteAccountDialog({
  deleteAccount,
  onClose,
}: {
  deleteAccount: DeleteAccount;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const confirmed = isDeleteConfirmed(typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || busy) return;
    setBusy(true);
    try {
      await deleteAccount();
    } catch (error) {
      toast.error(`Your account could not be deleted: ${getErrorMessage(error)}`);
      setBusy(false);
    }
  };

  return (
    <Modal
      role="alertdialog"
      title="Delete your account?"
      description="This permanently deletes your account and cannot be undone."
      onClose={onClose}
      initialFocus={input}
      dismissible={!busy}
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} className="space-y-4">
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
          ref={input}
          id="delete-account-confirmation"
          label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          disabled={busy}
          onChange={(event) => setTyped(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            disabled={!confirmed || busy}
            className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
          >
            {busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Trash2 className="size-4" aria-hidden />
            )}
            {busy ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
