import { Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { roleLabel, type AdminRole } from '@/data/admin';
import { getErrorMessage } from '@/lib/get-error-message';
import { ASSIGNABLE_ROLES } from '../lib/use-team-admins';
import { SelectField } from './select-field';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add Admin: an email and a role (never super admin); the invitation takes a simulated second. */
export function AddAdminDialog({
  existingEmails,
  onInvite,
  onClose,
}: {
  existingEmails: readonly string[];
  onInvite: (email: string, role: AdminRole) => Promise<void>;
  onClose: () => void;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('admin');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const address = email.trim().toLowerCase();
    const problem =
      address === ''
        ? 'Please enter an email address'
        : !EMAIL_FORMAT.test(address)
          ? 'Please enter a valid email address'
          : existingEmails.some((existing) => existing.toLowerCase() === address)
            ? 'This person is already an admin'
            : undefined;
    setError(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onInvite(address, role);
      onClose();
    } catch (failure) {
      setError(getErrorMessage(failure, 'The invitation could not be sent'));
      setSending(false);
    }
  };

  return (
    <Modal
      title="Add Admin"
      description="Invite a teammate to help run the platform."
      onClose={onClose}
      initialFocus={emailInput}
      dismissible={!sending}
    >
      <form id="add-admin-form" noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          ref={emailInput}
          id="add-admin-email"
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          value={email}
          error={error}
          disabled={sending}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <SelectField
          id="add-admin-role"
          label="Role"
          value={role}
          disabled={sending}
          onChange={(event) => setRole(event.target.value as AdminRole)}
        >
          {ASSIGNABLE_ROLES.map((option) => (
            <option key={option} value={option}>
              {roleLabel(option)}
            </option>
          ))}
        </SelectField>
        <p className="text-sm text-slate-600">
          Super Admin cannot be chosen here: an operator grants it on the server.
        </p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending}>
            {sending && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {sending ? 'Sending…' : 'Send Invitation'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
