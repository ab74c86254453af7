import { useQuery } from '@tanstack/react-query';
import { Bell, CalendarClock, ChartColumn, Clapperboard } from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { SampleDataNotice } from '@/components/sample-data-notice';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { profileSummaryQuery } from '@/lib/profiles/profile-queries';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { workspaceMembersQuery } from '@/lib/workspaces/workspace-queries';
import { recentActivityQuery } from '@/lib/activity/activity-queries';
import { workspaceVideoCountQuery } from '@/lib/videos/workspace-video-queries';
import { RecentActivity } from '../components/recent-activity';
import { StatCards } from '../components/stat-cards';
import { serviceHealthQuery } from '../lib/health-queries';

const quickActions = [
  { label: 'Create Video', icon: Clapperboard, to: '/dashboard/video-creator' },
  { label: 'View Analytics', icon: ChartColumn, to: '/dashboard/analytics' },
  { label: 'Schedule Post', icon: CalendarClock, to: '/dashboard/automation' },
] as const;

/**
 * The signed-in home: a welcome with the user's profile (read under row level security, cached
 * per user, so a return shows it at once), the stats (the current workspace's video count, the
 * channel figures as samples), the workspace's recent activity and quick actions.
 */
export function DashboardHomeScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const { currentWorkspace, loading: workspacesLoading } = useWorkspaces();
  const workspaceId = currentWorkspace?.id ?? null;
  const profile = useQuery({ ...profileSummaryQuery(client, userId ?? ''), enabled: userId !== null });
  const health = useQuery(serviceHealthQuery(client));
  const videoCount = useQuery({
    ...workspaceVideoCountQuery(client, userId ?? '', workspaceId ?? ''),
    enabled: userId !== null && workspaceId !== null,
  });
  const activity = useQuery({
    ...recentActivityQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const members = useQuery({
    ...workspaceMembersQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const name = profile.data?.first_name ?? null;
  // No workspace once loaded (should not happen: everyone has one): nothing to list.
  const events = workspaceId === null && !workspacesLoading ? [] : activity.data;

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back{name ? `, ${name}` : ''}!
        </h1>
        {/* The profile line keeps its height while the profile loads: nothing below moves when it lands. */}
        <p className="mt-2 min-h-6 text-brand-100">
          {profile.data ? (
            <>
              <span data-testid="profile-name">
                {[profile.data.first_name, profile.data.last_name].filter(Boolean).join(' ')}
              </span>
              {profile.data.company_name && (
                <>
                  {' · '}
                  <span data-testid="profile-company">{profile.data.company_name}</span>
                </>
              )}
            </>
          ) : profile.isError ? (
            getErrorMessage(profile.error)
          ) : (
            <span
              aria-hidden
              className="inline-block h-4 w-48 max-w-full animate-pulse rounded bg-white/20"
            />
          )}
        </p>
        <p className="mt-4 max-w-2xl text-brand-100">
          Here&apos;s how your channel is doing. Turn your next script into a video in a few minutes.
        </p>
      </section>

      <SampleDataNotice>
        Total Views, Subscribers and Engagement Rate are examples until a channel is connected.
      </SampleDataNotice>

      <StatCards videoCount={videoCount.data} countFailed={videoCount.isError} />

      <div className="grid gap-6 lg:grid-cols-3">
        <RecentActivity
          events={events}
          error={activity.isError ? getErrorMessage(activity.error) : null}
          viewerId={userId}
          members={members.data}
        />
        <div className="space-y-6">
          <Card aria-labelledby="actions-heading">
            <h2 id="actions-heading" className="text-lg font-semibold">
              Quick Actions
            </h2>
            <div className="mt-4 grid grid-cols-2 gap-3">
              {quickActions.map(({ label, icon: Icon, to }) => (
                <Link
                  key={label}
                  to={to}
                  className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium hover:border-brand-500 hover:bg-brand-50"
                >
                  <Icon className="size-5 text-brand-600" aria-hidden />
                  {label}
                </Link>
              ))}
              <button
                type="button"
                onClick={() => toast('Notifications are coming soon.')}
                className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium hover:border-brand-500 hover:bg-brand-50"
              >
                <Bell className="size-5 text-brand-600" aria-hidden />
                Notifications
              </button>
            </div>
          </Card>
          <Card aria-labelledby="health-heading" className="p-5">
            <h2 id="health-heading" className="text-sm font-semibold text-slate-700">
              Service status
            </h2>
            {health.data ? (
              <p className="mt-2 text-sm" data-testid="health-status">
                Functions: <strong>{health.data.status}</strong> ({health.data.environment})
              </p>
            ) : health.isError ? (
              <p className="mt-2 text-sm text-red-600">Unavailable: {getErrorMessage(health.error)}</p>
            ) : (
              <p className="mt-2 text-sm text-slate-600">Checking…</p>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
