import { Card } from '@/components/ui/card';
import { activityFeed } from '@/data/collaboration';

/** The team's recent activity, newest first. */
export function ActivityTab() {
  return (
    <Card aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
        Recent Activity
      </h2>
      <ol aria-label="Activity" className="mt-4 space-y-4 border-l-2 border-slate-200 pl-4">
        {activityFeed.map((entry) => (
          <li key={entry.id} className="relative text-sm">
            <span
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600"
              aria-hidden
            />
            <p className="text-slate-700">
              <span className="font-semibold text-slate-900">{entry.user}</span> {entry.action}{' '}
              <span className="font-medium text-slate-900">{entry.target}</span>
            </p>
            <p className="text-xs text-slate-600">{entry.time}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
