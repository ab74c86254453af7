import { Activity, LogOut, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';

interface Profile {
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  email: string | null;
}

type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/** The signed-in home: who you are (read under row level security) and whether the backend answers. */
export function DashboardHomeScreen() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [profile, setProfile] = useState<Load<Profile>>({ state: 'loading' });
  const [health, setHealth] = useState<Load<{ status: string; environment: string }>>({ state: 'loading' });
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let active = true;
    supabase
      .from('profiles')
      .select('first_name, last_name, company_name, email')
      .eq('id', userId)
      .single()
      .then(({ data, error }) => {
        if (!active) return;
        setProfile(
          error ? { state: 'failed', message: error.message } : { state: 'ready', value: data as Profile },
        );
      });
    supabase.functions
      .invoke<{ status: string; environment: string }>('health', { method: 'GET' })
      .then(({ data, error }) => {
        if (!active) return;
        setHealth(
          error || !data
            ? { state: 'failed', message: getErrorMessage(error) }
            : { state: 'ready', value: data },
        );
      });
    return () => {
      active = false;
    };
  }, [userId]);

  const onSignOut = async () => {
    await signOut().catch(() => undefined);
    navigate(paths.login, { replace: true });
  };

  const name = profile.state === 'ready' ? profile.value.first_name : null;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-5 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome back{name ? `, ${name}` : ''}!</h1>
          <p className="mt-1 text-slate-600">{user?.email}</p>
        </div>
        <Button variant="secondary" onClick={onSignOut}>
          <LogOut className="size-4" aria-hidden /> Sign Out
        </Button>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <Card aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="flex items-center gap-2 font-semibold">
            <User className="size-4 text-brand-600" aria-hidden /> Your profile
          </h2>
          {profile.state === 'loading' && <p className="mt-3 text-slate-500">Loading…</p>}
          {profile.state === 'failed' && <p className="mt-3 text-red-600">{profile.message}</p>}
          {profile.state === 'ready' && (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-500">Name</dt>
              <dd data-testid="profile-name">
                {[profile.value.first_name, profile.value.last_name].filter(Boolean).join(' ')}
              </dd>
              <dt className="text-slate-500">Company</dt>
              <dd data-testid="profile-company">{profile.value.company_name}</dd>
            </dl>
          )}
        </Card>
        <Card aria-labelledby="health-heading">
          <h2 id="health-heading" className="flex items-center gap-2 font-semibold">
            <Activity className="size-4 text-brand-600" aria-hidden /> Service status
          </h2>
          {health.state === 'loading' && <p className="mt-3 text-slate-500">Checking…</p>}
          {health.state === 'failed' && <p className="mt-3 text-red-600">Unavailable: {health.message}</p>}
          {health.state === 'ready' && (
            <p className="mt-3 text-sm" data-testid="health-status">
              Functions: <strong>{health.value.status}</strong> ({health.value.environment})
            </p>
          )}
        </Card>
      </div>
    </main>
  );
}
