import { Hash, Trash2, UserRound } from 'lucide-react';
import toast from 'react-hot-toast';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { COMPETITOR_TRIGGERS, KEYWORD_CONDITIONS, RECENT_ALERT_ACTIVITY } from '@/data/youtube-spy';
import type { SpyAlertsApi } from '../lib/use-spy-alerts';
import { AlertForm } from './alert-form';
import { AlertSettingsCard } from './alert-settings';

const activityDot = {
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  blue: 'bg-blue-500',
  green: 'bg-emerald-500',
};

/** Spy Alerts: create competitor and keyword alerts, the active list, settings and recent activity. */
export function AlertsTab({ api }: { api: SpyAlertsApi }) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <AlertForm
          id="competitor-alert"
          title="Create competitor alert"
          description="Get told when a competitor uploads, goes viral or hits a milestone."
          targetLabel="Competitor channel"
          placeholder="youtube.com/@channel or channel name"
          conditionLabel="Alert me on"
          conditions={COMPETITOR_TRIGGERS}
          emptyMessage="Please enter a competitor URL or channel name"
          buttonLabel="Create Competitor Alert"
          onCreate={(target, condition) => {
            api.add('competitor', target, condition);
            toast.success(`Alert created for ${target.trim()}`);
          }}
        />
        <AlertForm
          id="keyword-alert"
          title="Create keyword alert"
          description="Watch a keyword for search spikes, competition changes and new viral videos."
          targetLabel="Keyword"
          placeholder="e.g. ai video editing"
          conditionLabel="Alert me when"
          conditions={KEYWORD_CONDITIONS}
          emptyMessage="Please enter a keyword to monitor"
          buttonLabel="Create Keyword Alert"
          onCreate={(target, condition) => {
            api.add('keyword', target, condition);
            toast.success(`Alert created for “${target.trim()}”`);
          }}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="active-alerts-heading">
          <h2 id="active-alerts-heading" className="text-lg font-semibold text-slate-900">
            Active alerts ({api.alerts.length})
          </h2>
          {api.alerts.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No active alerts. Create one above.</p>
          ) : (
            <ul aria-label="Active alerts" className="mt-3 divide-y divide-slate-100">
              {api.alerts.map((alert) => {
                const Icon = alert.type === 'competitor' ? UserRound : Hash;
                return (
                  <li key={alert.id} className="flex items-center gap-3 py-3">
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                      <Icon className="size-4" aria-hidden />
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="font-medium break-words text-slate-900">{alert.target}</p>
                      <p className="text-sm text-slate-600">
                        {alert.type === 'competitor' ? 'Competitor' : 'Keyword'} · {alert.condition} ·{' '}
                        {alert.createdAt}
                      </p>
                    </div>
                    <button
                      type="button"
                      aria-label={`Delete alert for ${alert.target}`}
                      onClick={() => api.remove(alert.id)}
                      className="rounded-lg p-2 text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Card>
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="alert-activity-heading">
          <h2 id="alert-activity-heading" className="text-lg font-semibold text-slate-900">
            Recent alert activity
          </h2>
          <ul className="mt-3 space-y-4">
            {RECENT_ALERT_ACTIVITY.map((item) => (
              <li key={item.id} className="flex gap-3">
                <span
                  className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', activityDot[item.tone])}
                  aria-hidden
                />
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{item.title}</p>
                  <p className="text-sm text-slate-600">{item.detail}</p>
                  <p className="text-xs text-slate-600">{item.when}</p>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <AlertSettingsCard api={api} />
    </div>
  );
}
