import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { profileQuery } from '@/lib/profiles/profile-queries';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { AccountSummary } from './account-summary';
import { InstallAppCard } from './install-app-card';
import { ProfileForm } from './profile-form';

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
