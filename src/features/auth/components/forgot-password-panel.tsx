import { zodResolver } from '@hookform/resolvers/zod';
import { Inbox, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { withFailureReported } from '@/lib/report-failure';
import { startOnInteraction } from '@/lib/start-on-interaction';
import { NewPasswordForm, RecoveryCodeForm, ResetRequestForm } from '@/lib/schemas/auth';
import { readLocalInbox, warmLocalBackend } from '@/lib/supabase';

type Step =
  | { name: 'request' }
  | { name: 'sent'; email: string }
  | { name: 'code'; email: string; code: string | null };

/** Finds the newest recovery code in the local inbox (local mode sends no email). */
async function localRecoveryCode(email: string): Promise<string | null> {
  const mail = await readLocalInbox(email);
  const recovery = mail.find((m) => m.kind === 'recovery');
  return recovery ? (/\b(\d{6})\b/.exec(recovery.body)?.[1] ?? null) : null;
}

/** "Forgot your password?": the reset email when hosted, a code from the local inbox in local mode. */
export function ForgotPasswordPanel({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { resetPassword } = useAuth();
  const [step, setStep] = useState<Step>({ name: 'request' });
  const form = useForm<ResetRequestForm>({
    resolver: zodResolver(ResetRequestForm),
    defaultValues: { email: initialEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onRequest = form.handleSubmit(async ({ email }) => {
    try {
      await resetPassword(email);
    } catch {
      return;
    }
    if (env.mode === 'local') setStep({ name: 'code', email, code: await localRecoveryCode(email) });
    else setStep({ name: 'sent', email });
  });

  if (step.name === 'sent') {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-emerald-50 p-4 text-sm text-emerald-900">
          If an account exists for <strong>{step.email}</strong>, a link to reset the password is on its way.
          Open it on this device to choose a new password.
        </p>
        <Button variant="secondary" className="w-full" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    );
  }
  if (step.name === 'code') return <RecoveryCodeStep email={step.email} code={step.code} onBack={onBack} />;

  return (
    <form
      noValidate
      {...startOnInteraction(warmLocalBackend)}
      onSubmit={withFailureReported(onRequest)}
      className="space-y-5"
    >
      <h2 className="text-lg font-semibold">Reset your password</h2>
      <p className="text-sm text-slate-600">
        {env.mode === 'local'
          ? 'Enter your email and we will give you a reset code.'
          : 'Enter your email and we will send you a link to reset your password.'}
      </p>
      <TextField
        id="reset-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register('email')}
      />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {env.mode === 'local' ? 'Get a reset code' : 'Send reset link'}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodeStep({
  email,
  code,
  onBack,
}: {
  email: string;
  code: string | null;
  onBack: () => void;
}) {
  const { verifyRecoveryCode, updatePassword } = useAuth();
  const navigate = useNavigate();
  const form = useForm<RecoveryCodeForm>({
    resolver: zodResolver(RecoveryCodeForm),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verifyRecoveryCode(email, values.code);
      await updatePassword(values.password);
      navigate(paths.dashboard, { replace: true });
    } catch {
      // The provider has shown the service's message.
    }
  });
  return (
    <form noValidate onSubmit={withFailureReported(onSubmit)} className="space-y-5">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <div role="status" className="flex gap-3 rounded-lg bg-brand-50 p-4 text-sm text-brand-900">
        <Inbox className="mt-0.5 size-4 shrink-0" aria-hidden />
        {code ? (
          <p>
            Local mode sends no email. Your reset code is{' '}
            <strong data-testid="local-reset-code">{code}</strong>.
          </p>
        ) : (
          <p>No account uses {email}, so no code was made. Check the address and try again.</p>
        )}
      </div>
      <TextField
        id="reset-code"
        label="Reset code"
        error={errors.code?.message}
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.register('code')}
      />
      <NewPasswordFields form={form} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" className="flex-1" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Set new password
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onBack}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}

/** After following the email link (hosted mode): the user is signed in to choose a new password. */
export function NewPasswordPanel() {
  const { updatePassword } = useAuth();
  const navigate = useNavigate();
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(NewPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await updatePassword(password);
      navigate(paths.dashboard, { replace: true });
    } catch {
      // The provider has shown the service's message.
    }
  });
  return (
    <form noValidate onSubmit={withFailureReported(onSubmit)} className="space-y-5">
      <h2 className="text-lg font-semibold">Choose a new password</h2>
      <NewPasswordFields form={form} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Set new password
      </Button>
    </form>
  );
}

function NewPasswordFields({
  form,
}: {
  form: ReturnType<typeof useForm<NewPasswordForm>> | ReturnType<typeof useForm<RecoveryCodeForm>>;
}) {
  // Both forms have the password and confirmPassword fields this renders.
  const typed = form as ReturnType<typeof useForm<NewPasswordForm>>;
  const { errors } = typed.formState;
  return (
    <>
      <TextField
        id="new-password"
        label="New password"
        error={errors.password?.message}
        password
        autoComplete="new-password"
        {...typed.register('password')}
      />
      <TextField
        id="confirm-new-password"
        label="Confirm new password"
        error={errors.confirmPassword?.message}
        password
        autoComplete="new-password"
        {...typed.register('confirmPassword')}
      />
    </>
  );
}
