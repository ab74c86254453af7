import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { HydratedFieldset } from '@/components/after-hydration';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FieldError } from '@/components/ui/field-error';
import { useAuth } from '@/lib/auth/auth-context';
import { askToKeepLocalData } from '@/lib/local-data/keep-local-data';
import { paths } from '@/lib/paths';
import { withFailureReported } from '@/lib/report-failure';
import { startOnInteraction } from '@/lib/start-on-interaction';
import { SignUpForm } from '@/lib/schemas/auth';
import { warmLocalBackend } from '@/lib/supabase';
import { AuthSplitLayout } from '../components/auth-split-layout';

const textFields: { name: FieldPath<SignUpForm>; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'companyName', label: 'Company name', type: 'text', autoComplete: 'organization' },
];

export function RegisterScreen() {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const form = useForm<SignUpForm>({
    resolver: zodResolver(SignUpForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      companyName: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp(values);
      void askToKeepLocalData();
      navigate(paths.dashboard, { replace: true });
    } catch {
      // The provider has shown the service's message in a toast; the form keeps what was typed.
    }
  });

  return (
    <AuthSplitLayout
      title="Create your account"
      subtitle={
        <>
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form
        noValidate
        // The database starts on the first interaction, not with the page: see startOnInteraction.
        {...startOnInteraction(warmLocalBackend)}
        onSubmit={withFailureReported(onSubmit)}
      >
        <HydratedFieldset className="grid gap-5 sm:grid-cols-2">
          {textFields.map(({ name, label, type, autoComplete }) => (
            <TextField
              key={name}
              id={name}
              label={label}
              error={errors[name]?.message}
              className={name === 'email' || name === 'companyName' ? 'sm:col-span-2' : undefined}
              type={type}
              autoComplete={autoComplete}
              {...form.register(name)}
            />
          ))}
          <TextField
            id="password"
            label="Password"
            error={errors.password?.message}
            className="sm:col-span-2"
            password
            autoComplete="new-password"
            {...form.register('password')}
          />
          <TextField
            id="confirmPassword"
            label="Confirm password"
            error={errors.confirmPassword?.message}
            className="sm:col-span-2"
            password
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
          <div className="sm:col-span-2">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 rounded accent-brand-600"
                aria-invalid={!!errors.acceptTerms}
                aria-describedby="acceptTerms-error"
                {...form.register('acceptTerms')}
              />
              I agree to the Terms of Service and the Privacy Policy
            </label>
            <FieldError id="acceptTerms-error" message={errors.acceptTerms?.message} />
          </div>
          <Button type="submit" className="w-full sm:col-span-2" disabled={isSubmitting}>
            {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Create Account
          </Button>
        </HydratedFieldset>
      </form>
    </AuthSplitLayout>
  );
}
