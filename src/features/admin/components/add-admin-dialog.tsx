import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Field } from '@/components/ui/field';
import { Modal } from '@/components/ui/modal';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { roleLabel, type AdminRole } from '@/data/admin';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { addAdminSchema } from '../lib/add-admin-form';
import { ASSIGNABLE_ROLES } from '../lib/assignable-roles';

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
  const schema = useMemo(() => addAdminSchema(existingEmails), [existingEmails]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { email: '', role: 'admin' as const },
    // A message stays until the next submit; typing only clears it.
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: sending } = form.formState;
  const emailInput = useRef<HTMLInputElement>(null);

  // An invalid address is focused by react-hook-form (shouldFocusError).
  const submit = form.handleSubmit(async ({ email, role }) => {
    try {
      await onInvite(email, role);
      onClose();
    } catch (failure) {
      form.setError('email', { message: getErrorMessage(failure, 'The invitation could not be sent') });
    }
  });

  const { ref: emailRef, ...emailField } = form.register('email', {
    onChange: () => form.clearErrors('email'),
  });

  return (
    <Modal
      title="Add Admin"
      description="Invite a teammate to help run the platform."
      onClose={onClose}
      initialFocus={emailInput}
      dismissible={!sending}
    >
      <form id="add-admin-form" noValidate onSubmit={withFailureReported(submit)} className="space-y-4">
        <TextField
          id="add-admin-email"
          label="Email address"
          type="email"
          autoComplete="off"
          placeholder="teammate@example.com"
          error={errors.email?.message}
          disabled={sending}
          {...emailField}
          ref={(element) => {
            emailRef(element);
            emailInput.current = element;
          }}
        />
        <Field id="add-admin-role" label="Role">
          {(control) => (
            <Select {...control} disabled={sending} {...form.register('role')}>
              {ASSIGNABLE_ROLES.map((option) => (
                <option key={option} value={option}>
                  {roleLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <p className="text-sm text-slate-600">
          Super Admin cannot be chosen here: an operator grants it on the server.
        </p>
        <DialogActions
          submitLabel={sending ? 'Sending…' : 'Send Invitation'}
          busy={sending}
          onCancel={onClose}
          className="pt-2"
        />
      </form>
    </Modal>
  );
}
