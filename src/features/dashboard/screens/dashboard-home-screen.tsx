import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  Bell,
  CalendarClock,
  ChartColumn,
  Clapperboard,
  TrendingDown,
  TrendingUp,
} from 'lucide-react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { SampleDataNotice } from '@/components/sample-data-notice';
import { dashboardStats, recentActivity } from '@/data/dashboard-home';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/get-error-message';
import { profileSummaryQuery } from '@/lib/profiles/profile-queries';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { serviceHealthQuery } from '../lib/health-queries';

const quickActions = [
  { label: 'Create Video', icon: Clapperboard, to: '/dashboard/video-creator' },
  { label: 'View Analytics', icon: ChartColumn, to: '/dashboard/analytics' },
  { label: 'Schedule Post', icon: CalendarClock, to: '/dashboard/automation' },
] as const;

/**
 * The signed-in home: a welcome with the user's profile (read under row level security, cached
 * per user, so a return shows it at once), the stats, activity and quick actions.
 */
export function DashboardHomeScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const profile = useQuery({ ...profileSummaryQuery(client, userId ?? ''), enabled: userId !== null });
  const health = useQuery(serviceHealthQuery(client));
  const name = profile.data?.first_name ?? null;

  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-gradient-to-br from-brand-600 to-brand-700 p-6 text-white shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Welcome back{name ? `, ${name}` : ''}!
        </h1>
        {profile.data ? (
          <p className="mt-2 text-brand-100">
            <span data-testid="profile-name">
              {[profile.data.first_name, profile.data.last_name].filter(Boolean).join(' ')}
            </span>
            {profile.data.company_name && (
              <>
                {' · '}
                <span data-testid="profile-company">{profile.data.company_name}</span>
              </>
            )}
          </p>
        ) : (
          profile.isError && <p className="mt-2 text-brand-100">{getErrorMessage(profile.error)}</p>
        )}
        <p className="mt-4 max-w-2xl text-brand-100">
          Here&apos;s how your channel is doing. Turn your next script into a video in a few minutes.
        </p>
      </section>

      <SampleDataNotice>
        The channel figures and the recent activity are examples, not your channel’s.
      </SampleDataNotice>

      <section aria-label="Channel statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {dashboardStats.map((stat) => (
          <Card key={stat.label} className="p-5">
            <p className="text-sm text-slate-600">{stat.label}</p>
            <p className="mt-2 text-2xl font-bold">{stat.value}</p>
            <p
              className={cn(
                'mt-1 flex items-center gap-1 text-sm font-medium',
                stat.trend === 'up' ? 'text-emerald-700' : 'text-red-600',
              )}
            >
              {stat.trend === 'up' ? (
                <TrendingUp className="size-4" aria-hidden />
              ) : (
                <TrendingDown className="size-4" aria-hidden />
              )}
              {stat.change} <span className="font-normal text-slate-600">this month</span>
            </p>
          </Card>
        ))}
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2" aria-labelledby="activity-heading">
          <h2 id="activity-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Activity className="size-5 text-brand-600" aria-hidden /> Recent Activity
          </h2>
          <ul className="mt-4 divide-y divide-slate-100">
            {recentActivity.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <div>
                  <p className="font-medium">{item.title}</p>
                  <p className="text-sm text-slate-600">{item.detail}</p>
                </div>
                <p className="text-xs text-slate-600">{item.when}</p>
              </li>
            ))}
          </ul>
        </Card>
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
