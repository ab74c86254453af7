import { zodResolver } from '@hookform/resolvers/zod';
import { Camera, Loader2 } from 'lucide-react';
import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/get-error-message';
import { readPhotoAsDataUrl, type Profile } from '@/lib/profiles/profile-api';
import { useUpdateProfile } from '@/lib/profiles/use-update-profile';
import { withFailureReported } from '@/lib/report-failure';
import { ProfileInput, profilePhotoProblem, type ProfileFormValues } from '@/lib/schemas/profile';
import type { AppSupabaseClient } from '@/lib/supabase';

function formValues(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.first_name ?? '',
    lastName: profile.last_name ?? '',
    companyName: profile.company_name ?? '',
    phone: profile.phone ?? '',
    bio: profile.bio ?? '',
  };
}

/**
 * The profile form. A save refreshes every screen that shows the name (see useUpdateProfile); a
 * newer profile read in the background (another tab saved it) updates the fields the user has
 * not touched.
 */
export function ProfileForm({
  client,
  profile,
  email,
}: {
  client: AppSupabaseClient;
  profile: Profile;
  email: string;
}) {
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

  const save = useUpdateProfile(client, profile.id);

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
    <form onSubmit={withFailureReported(handleSubmit(onSubmit))} noValidate className="space-y-6">
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
            onChange={withFailureReported(onPhoto)}
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
        <Field id={bioId} label="Bio" error={errors.bio?.message} className="sm:col-span-2">
          {(control) => <Textarea rows={4} {...control} {...register('bio')} />}
        </Field>
      </div>
      <p className="text-sm text-slate-600">Your email is the address you sign in with.</p>
      <Button type="submit" disabled={isSubmitting || (!isDirty && !photoChanged)}>
        {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
        Save Changes
      </Button>
    </form>
  );
}
