import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { contentPreferences, interestCategories } from '@/data/audience-insights';

/** Interest Categories (score out of 100, engagement) and Content Preferences (preference, engagement). */
export function InterestsAndPreferences() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="min-w-0" aria-labelledby="interests-heading">
        <h2 id="interests-heading" className="text-lg font-semibold text-slate-900">
          Interest Categories
        </h2>
        <ul className="mt-4 space-y-4">
          {interestCategories.map((interest) => (
            <li key={interest.category}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">{interest.category}</span>
                <span className="text-slate-600">
                  <span className="font-semibold text-slate-900">{interest.score}/100</span> ·{' '}
                  {interest.engagement.toFixed(1)}% engagement
                </span>
              </div>
              <ProgressBar
                className="mt-1 h-2"
                value={interest.score}
                max={100}
                label={`${interest.category} interest score`}
                valueText={`${interest.score} out of 100`}
              />
            </li>
          ))}
        </ul>
      </Card>
      <Card className="min-w-0" aria-labelledby="preferences-heading">
        <h2 id="preferences-heading" className="text-lg font-semibold text-slate-900">
          Content Preferences
        </h2>
        <ul className="mt-4 space-y-4">
          {contentPreferences.map((preference) => (
            <li key={preference.type}>
              <div className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-medium text-slate-900">{preference.type}</span>
                <span className="text-slate-600">
                  <span className="font-semibold text-slate-900">{preference.preference}% prefer</span> ·{' '}
                  {preference.engagement.toFixed(1)}% engagement
                </span>
              </div>
              <ProgressBar
                className="mt-1 h-2"
                barClassName="bg-emerald-600"
                value={preference.preference}
                max={100}
                label={`${preference.type} preference`}
                valueText={`${preference.preference}%`}
              />
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
