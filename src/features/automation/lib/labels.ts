import type {
  AbTestStatus,
  ScheduleStatus,
  ScheduleType,
  WorkflowStatus,
} from '@/lib/automation/automation-api';

export const scheduleTypeLabel: Record<ScheduleType, string> = {
  video_upload: 'Video Upload',
  report_generation: 'Report Generation',
  ab_test_launch: 'A/B Test Launch',
  budget_update: 'Budget Update',
};

export const scheduleStatusClass: Record<ScheduleStatus, string> = {
  scheduled: 'bg-blue-100 text-blue-800',
  completed: 'bg-emerald-100 text-emerald-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
};

export const workflowStatusClass: Record<WorkflowStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  paused: 'bg-slate-100 text-slate-700',
};

export const abStatusClass: Record<AbTestStatus, string> = {
  running: 'bg-blue-100 text-blue-800',
  completed: 'bg-emerald-100 text-emerald-800',
  draft: 'bg-slate-100 text-slate-700',
};

/** An A/B test shows its winner only when set, its confidence only while running. */
export function abTestDisplay(test: {
  status: AbTestStatus;
  winner?: string | null;
  confidence?: number | null;
}) {
  return {
    winner: test.winner ?? null,
    confidence: test.status === 'running' && test.confidence != null ? test.confidence : null,
  };
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** "Nov 16, 2026" from a YYYY-MM-DD date, read in the user's own calendar. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return dateOnly.format(new Date(year, month - 1, day));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A `datetime-local` value to the second (the user's own clock) for a moment. */
export function dateTimeLocalValue(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A YYYY-MM-DD value (the user's own calendar) for a day. */
export function dateValue(date: Date): string {
  return dateTimeLocalValue(date).slice(0, 10);
}
