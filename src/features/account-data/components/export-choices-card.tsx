import {
  Download,
  FileJson,
  FolderKanban,
  Loader2,
  Sparkles,
  UserRound,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { EXPORT_CHOICES, type ExportType } from '../lib/data-export';
import type { DataExportState } from '../lib/data-export-runner';

const icons: Record<ExportType, LucideIcon> = {
  profile: UserRound,
  projects: FolderKanban,
  'ai-generations': Sparkles,
  complete: FileJson,
};

/** The four export choices, each with its Export button, and the progress of the running one. */
export function ExportChoicesCard({ exporting }: { exporting: DataExportState }) {
  const { running, progress, start } = exporting;
  const runningLabel = EXPORT_CHOICES.find((choice) => choice.type === running)?.label;
  return (
    <Card aria-labelledby="export-title">
      <h3 id="export-title" className="text-lg font-semibold text-slate-900">
        Export your data
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Download a copy of your data as a JSON file. Each file holds your profile, the date of the export and
        the data you choose.
      </p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {EXPORT_CHOICES.map(({ type, label, description }) => {
          const Icon = icons[type];
          const active = running === type;
          return (
            <li key={type} className="flex min-w-0 flex-col rounded-xl border border-slate-200 p-4">
              <p className="flex items-center gap-2 font-semibold text-slate-900">
                <Icon className="size-5 shrink-0 text-brand-600" aria-hidden />
                {label}
              </p>
              <p className="mt-1 flex-1 text-sm text-slate-600">{description}</p>
              <Button
                variant={type === 'complete' ? 'primary' : 'secondary'}
                className="mt-4 self-start"
                disabled={running !== null}
                aria-label={`Export ${label}`}
                onClick={() => start(type)}
              >
                {active ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Download className="size-4" aria-hidden />
                )}
                {active ? 'Exporting…' : 'Export'}
              </Button>
            </li>
          );
        })}
      </ul>
      {running && (
        <div className="mt-5" role="status">
          <p className="mb-2 flex justify-between text-sm text-slate-700">
            <span>Preparing {runningLabel}…</span>
            <span className="tabular-nums">{progress}%</span>
          </p>
          <ProgressBar
            label={`Exporting ${runningLabel}`}
            value={progress}
            max={100}
            valueText={`${progress}%`}
          />
        </div>
      )}
    </Card>
  );
}
