import type { AbTest, AbTestStatus, ScheduleStatus, ScheduleType, WorkflowStatus } from '@/data/automation';

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
export function abTestDisplay(test: Pick<AbTest, 'status' | 'winner' | 'confidence'>) {
  return {
    winner: test.winner ?? null,
    confidence: test.status === 'running' && test.confidence !== undefined ? test.confidence : null,
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
