import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, Loader2 } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AfterHydration, HydratedFieldset } from '@/components/after-hydration';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { env } from '@/lib/env';
import { paths } from '@/lib/paths';
import { withFailureReported } from '@/lib/report-failure';
import { startOnInteraction } from '@/lib/start-on-interaction';
import { SignInInput } from '@/lib/schemas/auth';
import { warmLocalBackend } from '@/lib/supabase';
import { AuthSplitLayout } from '../components/auth-split-layout';
import { ForgotPasswordPanel, NewPasswordPanel } from '../components/forgot-password-panel';
import { describeSignInError, type SignInProblem } from '../lib/sign-in-errors';

// Loaded beside the form, not with it: few sign-ins need a restore, and every chunk the sign-in
// page names is listed in the entry chunk the landing page downloads too.
// It is in the app shell's precache (scripts/app-shell-precache.ts); should it still fail to load,
// the sign-in form stays and only the restore button is missing.
const RestoreBackup = lazy<ComponentType<{ variant?: 'secondary' | 'ghost' }>>(() =>
  import('@/components/local-data/restore-backup')
    .then((m) => ({ default: m.RestoreBackup }))
    .catch(() => ({ default: () => null })),
);

/** Only same-app paths are followed after sign-in, never another site. */
function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : paths.dashboard;
}

export function LoginScreen() {
  const { signIn, recovering, user, resendConfirmation } = useAuth();
  const [mode, setMode] = useState<'sign-in' | 'forgot'>('sign-in');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(SignInInput),
    defaultValues: { email: '', password: '', rememberMe: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    setProblem(null);
    try {
      await signIn(email, password, rememberMe);
      navigate(safeRedirect(searchParams.get('redirectTo')), { replace: true });
    } catch (error) {
      const described = describeSignInError(error);
      setProblem(described);
      toast.error(described.toastText);
    }
  });

  return (
    <AuthSplitLayout
      title="Welcome back"
      subtitle={
        <>
          New here?{' '}
          <Link to={paths.register} className="font-semibold text-brand-600 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {recovering && user ? (
        <NewPasswordPanel />
      ) : mode === 'forgot' ? (
        <ForgotPasswordPanel initialEmail={form.getValues('email')} onBack={() => setMode('sign-in')} />
      ) : (
        <>
          {searchParams.get('restored') && (
            <p className="mb-5 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800" role="status">
              Your backup was restored. Sign in with an account from the backup.
            </p>
          )}
          <form
            noValidate
            // The database starts on the first interaction, not with the page: see startOnInteraction.
            {...startOnInteraction(warmLocalBackend)}
            onSubmit={withFailureReported(onSubmit)}
          >
            <HydratedFieldset className="space-y-5">
              {problem && (
                <div role="alert" className="flex gap-3 rounded-lg bg-red-50 p-4 text-sm text-red-800">
                  <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <div>
                    <p>{problem.screenText}</p>
                    {problem.code === 'EMAIL_NOT_CONFIRMED' && (
                      <button
                        type="button"
                        className="mt-2 font-semibold underline"
                        onClick={() => {
                          resendConfirmation(form.getValues('email')).catch(() => undefined);
                        }}
                      >
                        Resend confirmation email
                      </button>
                    )}
                    {problem.code === 'INVALID_CREDENTIALS' && (
                      <ul className="mt-2 list-disc pl-4 text-red-700">
                        <li>Check your email and password for typos</li>
                        <li>Make sure you have verified your account</li>
                        <li>
                          Don&apos;t have an account?{' '}
                          <Link to={paths.register} className="font-semibold underline">
                            Create a new account
                          </Link>
                        </li>
                      </ul>
                    )}
                  </div>
                </div>
              )}
              <TextField
                id="email"
                label="Email"
                error={errors.email?.message}
                type="email"
                autoComplete="email"
                {...form.register('email')}
              />
              <TextField
                id="password"
                label="Password"
                error={errors.password?.message}
                password
                autoComplete="current-password"
                {...form.register('password')}
              />
              <div className="flex items-center justify-between text-sm">
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 rounded accent-brand-600"
                    // Ticked in the prerendered HTML too, as its default value is (react-hook-form
                    // then reads it from the box).
                    defaultChecked
                    {...form.register('rememberMe')}
                  />
                  Remember me
                </label>
                <button
                  type="button"
                  onClick={() => setMode('forgot')}
                  className="font-semibold text-brand-600 hover:underline"
                >
                  Forgot your password?
                </button>
              </div>
              <Button type="submit" className="w-full" disabled={isSubmitting}>
                {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Sign In
              </Button>
            </HydratedFieldset>
          </form>
          {/* A wiped browser has no account to sign in to: its backup is restored from here. */}
          {env.mode === 'local' && (
            // min-h: the button's room is kept while it loads, so nothing below moves.
            <div className="mt-6 min-h-[calc(2.5rem+1rem+1px)] border-t border-slate-200 pt-4">
              {/* Not prerendered: a button that could do nothing until hydration. */}
              <AfterHydration>
                <Suspense fallback={null}>
                  <RestoreBackup variant="ghost" />
                </Suspense>
              </AfterHydration>
            </div>
          )}
        </>
      )}
    </AuthSplitLayout>
  );
}
