import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { formatCompact, formatNumber } from '@/lib/format/metrics';
import type { KeywordAnalysis } from '@/services/research/research-types';
import { competitionTone, textClass, trendTone } from '../lib/tones';
import { StatTile } from './stat-tile';

/** A keyword's search volume, competition, trend, difficulty, top channels and openings. */
export function KeywordResults({ analysis }: { analysis: KeywordAnalysis }) {
  const competition = competitionTone(analysis.competition);
  const trend = trendTone(analysis.trendDirection);
  const TrendIcon = analysis.trendDirection === 'up' ? TrendingUp : TrendingDown;
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6" aria-labelledby="keyword-heading">
        <h2 id="keyword-heading" className="text-xl font-bold break-words text-slate-900">
          “{analysis.keyword}”
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label="Monthly searches" value={formatNumber(analysis.searchVolume)} />
          <StatTile
            label="Competition"
            value={
              <span data-testid="competition" data-tone={competition} className={textClass[competition]}>
                {analysis.competition}
              </span>
            }
          />
          <StatTile
            label="Trend"
            value={
              <span
                data-testid="trend"
                data-tone={trend}
                className={cn('inline-flex items-center gap-1', textClass[trend])}
              >
                <TrendIcon className="size-5" aria-hidden />
                {analysis.trendDirection === 'up' ? '+' : '-'}
                {analysis.trendPercentage}%
                <span className="sr-only">{analysis.trendDirection === 'up' ? ' rising' : ' falling'}</span>
              </span>
            }
          />
          <StatTile
            label="Difficulty"
            value={<span data-testid="difficulty">{analysis.difficulty}/100</span>}
          />
        </dl>
        <div className="mt-4">
          <ProgressBar
            value={analysis.difficulty}
            max={100}
            label="Keyword difficulty"
            valueText={`${analysis.difficulty} out of 100`}
          />
          <p className="mt-2 text-sm text-slate-600">
            Average click-through rate: {analysis.averageCtr.toFixed(1)}%
          </p>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="top-channels-heading">
          <h3 id="top-channels-heading" className="text-lg font-semibold text-slate-900">
            Top channels
          </h3>
          <ol className="mt-3 divide-y divide-slate-100">
            {analysis.topCompetitors.map((competitor) => (
              <li key={competitor.rank} className="flex items-center gap-3 py-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                  {competitor.rank}
                </span>
                <p className="min-w-0 flex-1 font-medium text-slate-900">{competitor.channel}</p>
                <p className="text-sm text-slate-600 tabular-nums">
                  {formatCompact(competitor.views)} avg views
                </p>
              </li>
            ))}
          </ol>
        </Card>
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="opportunities-heading">
          <h3 id="opportunities-heading" className="text-lg font-semibold text-slate-900">
            Opportunities
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-slate-700">
            {analysis.opportunities.map((opportunity) => (
              <li key={opportunity}>{opportunity}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
