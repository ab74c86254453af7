import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Camera, Download, Loader2, Smartphone } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth/auth-context';
import { FREE_PLAN_NAME } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';
import { getErrorMessage } from '@/lib/get-error-message';
import { profileKeys, profileQuery } from '@/lib/profiles/profile-queries';
import { readPhotoAsDataUrl, updateProfile, type Profile } from '@/lib/profiles/profile-api';
import { usePwaInstall } from '@/lib/pwa/use-pwa-install';
import { ProfileInput, profilePhotoProblem, type ProfileFormValues } from '@/lib/schemas/profile';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

function formValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    companyName: profile.company_name ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
  };
}

/** The Profile tab: the user's profile saved to the database, photo, install card, account summary. */
export function ProfileTab({ client = supabase }: { client?: AppSupabaseClient }) {
  const { user } = useAuth();
  const profile = useQuery({ ...profileQuery(client, user?.id ?? ''), enabled: !!user });

  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        Profile
      </h2>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          {profile.data && user ? (
            <ProfileForm
              client={client}
              profile={profile.data}
              email={user.email ?? profile.data.email ?? ''}
            />
          ) : profile.isError ? (
            <p role="alert" className="text-red-700">
              Your profile could not be loaded: {getErrorMessage(profile.error)}
            </p>
          ) : (
            <p role="status" className="flex items-center gap-2 text-slate-600">
              <Loader2 className="size-4 animate-spin" aria-hidden /> Loading your profile…
            </p>
          )}
        </Card>
        <div className="space-y-6">
          <InstallAppCard />
          <AccountSummary memberSince={profile.data?.created_at ?? null} />
        </div>
      </div>
    </section>
  );
}

/**
 * The profile form. A save invalidates every read of the profile (this tab's row and the
 * dashboard's welcome); a newer profile read in the background (another tab saved it) updates
 * the fields the user has not touched.
 */
function ProfileForm({
  client,
  profile,
  email,
}: {
  client: AppSupabaseClient;
  profile: Profile;
  email: string;
}) {
  const queryClient = useQueryClient();
  // undefined: no new photo chosen, the saved one shows.
  const [chosenPhoto, setChosenPhoto] = useState<string | undefined>();
  const [photoError, setPhotoError] = useState<string | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const bioId = useId();
  const saved = useMemo(() => formValues(profile), [profile]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(ProfileInput),
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const photo = chosenPhoto ?? profile.avatar_url;
  const photoChanged = chosenPhoto !== undefined && chosenPhoto !== profile.avatar_url;

  const save = useMutation({
    mutationFn: (input: ProfileInput & { avatarUrl?: string | null }) =>
      updateProfile(client, profile.id, input),
    onSuccess: (row) => {
      queryClient.setQueryData(profileKeys.row(profile.id), row);
      return queryClient.invalidateQueries({ queryKey: profileKeys.all(profile.id) });
    },
  });

  const onPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profilePhotoProblem(file);
    setPhotoError(problem);
    if (!problem) setChosenPhoto(await readPhotoAsDataUrl(file));
  };

  const onSubmit = async (input: ProfileInput) => {
    try {
      const row = await save.mutateAsync({ ...input, ...(photoChanged && { avatarUrl: photo }) });
      reset(formValues(row));
      setChosenPhoto(undefined);
      toast.success('Profile updated successfully!');
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const initial = (profile.first_name ?? email).charAt(0).toUpperCase();

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-6">
      <div className="flex flex-wrap items-center gap-4">
        {photo ? (
          <img src={photo} alt="Your profile photo" className="size-20 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-700"
          >
            {initial}
          </span>
        )}
        <div>
          <Button variant="secondary" onClick={() => photoInput.current?.click()}>
            <Camera className="size-4" aria-hidden /> Change Photo
          </Button>
          <input
            ref={photoInput}
            type="file"
            accept="image/jpeg,image/gif,image/png"
            aria-label="Profile photo"
            className="sr-only"
            tabIndex={-1}
            onChange={(event) => void onPhoto(event)}
          />
          <p className="mt-1 text-sm text-slate-600">JPG, GIF or PNG. 1MB max.</p>
          {photoError && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {photoError}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="profile-first-name"
          label="First name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          id="profile-last-name"
          label="Last name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
        <TextField
          id="profile-email"
          label="Email"
          type="email"
          value={email}
          readOnly
          aria-readonly
          className="sm:col-span-2"
        />
        <TextField
          id="profile-company"
          label="Company"
          error={errors.companyName?.message}
          {...register('companyName')}
        />
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <FormField id={bioId} label="Bio" error={errors.bio?.message} className="sm:col-span-2">
          <textarea
            id={bioId}
            rows={4}
            aria-invalid={!!errors.bio}
            aria-describedby={`${bioId}-error`}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
            {...register('bio')}
          />
        </FormField>
      </div>
      <p className="text-sm text-slate-600">Your email is the address you sign in with.</p>
      <Button type="submit" disabled={isSubmitting || (!isDirty && !photoChanged)}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Save Changes
      </Button>
    </form>
  );
}

function InstallAppCard() {
  const { state, install } = usePwaInstall();
  if (state === 'unavailable') return null;
  return (
    <Card aria-labelledby="install-card-title">
      <h3 id="install-card-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-600" aria-hidden /> Creator OS app
      </h3>
      {state === 'installed' ? (
        <p className="mt-2 text-sm text-emerald-700">App Installed: open Creator OS from your home screen.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Install the app for a full-screen workspace, even offline.
          </p>
          <Button className="mt-3" onClick={() => void install()}>
            <Download className="size-4" aria-hidden /> Install App
          </Button>
        </>
      )}
    </Card>
  );
}

function AccountSummary({ memberSince }: { memberSince: string | null }) {
  const { balance, subscription, unlimited } = useCredits();
  // The plan arrives with the balance; until then a paying user must not be shown the Free plan.
  const rows: [string, string][] = [
    ['Plan', balance ? (subscription?.plan_name ?? FREE_PLAN_NAME) : '…'],
    [
      'Member since',
      memberSince
        ? new Date(memberSince).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
        : '…',
    ],
    ['Credits used', balance ? formatCredits(balance.used_credits) : '…'],
    ['Credits available', unlimited ? 'Unlimited' : balance ? formatCredits(balance.available_credits) : '…'],
  ];
  return (
    <Card aria-labelledby="account-summary-title">
      <h3 id="account-summary-title" className="font-semibold text-slate-900">
        Account Summary
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
