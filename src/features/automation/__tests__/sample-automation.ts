import type { InfiniteData } from '@tanstack/react-query';
import type { AbTest, Page, ScheduledTask, Workflow } from '@/lib/automation/automation-api';

// The spec's samples as the database seeds them into every workspace
// (supabase/migrations/20261125000400_workspace_automation.sql), for screen tests without a backend.

const HOUR = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const sample = { author_id: null, is_sample: true } as const;

export const sampleWorkflows: Workflow[] = [
  {
    ...sample,
    id: 'w1',
    name: 'Low CTR Alert & Optimise',
    description: 'Swaps in the backup thumbnail and alerts the team when click-through falls.',
    status: 'active',
    triggers: ['CTR drops below 2%'],
    actions: ['Switch to backup thumbnail', 'Notify team on Slack'],
    last_run_at: at(-2 * HOUR),
    success_rate: 98.5,
    runs_today: 12,
  },
  {
    ...sample,
    id: 'w2',
    name: 'CPA Guardrail',
    description: 'Caps spend on campaigns whose cost per acquisition climbs too fast.',
    status: 'active',
    triggers: ['CPA increases by 50%', 'Daily spend over $500'],
    actions: ['Reduce daily budget by 25%', 'Email campaign owner'],
    last_run_at: at(-0.6 * HOUR),
    success_rate: 100,
    runs_today: 4,
  },
  {
    ...sample,
    id: 'w3',
    name: 'New Video Promotion',
    description: 'Boosts every new upload for its first 48 hours.',
    status: 'paused',
    triggers: ['New video published'],
    actions: ['Create promotion campaign', 'Share to community tab', 'Schedule social posts'],
    last_run_at: at(-72 * HOUR),
    success_rate: 94.2,
    runs_today: 0,
  },
];

const task = (
  fields: Partial<ScheduledTask> & Pick<ScheduledTask, 'id' | 'name' | 'type' | 'status'>,
): ScheduledTask => ({
  ...sample,
  scheduled_at: at(24 * HOUR),
  campaign_id: null,
  video_id: null,
  ab_test_id: null,
  platform: 'YouTube',
  description: '',
  params: {},
  target_label: null,
  failure_reason: null,
  completed_at: null,
  result: null,
  ...fields,
});

export const sampleTasks: ScheduledTask[] = [
  task({
    id: 't1',
    name: 'Upload: 10 Editing Mistakes',
    type: 'video_upload',
    status: 'scheduled',
    target_label: 'Editing Basics',
  }),
  task({
    id: 't2',
    name: 'Weekly performance report',
    type: 'report_generation',
    status: 'completed',
    scheduled_at: at(-24 * HOUR),
    completed_at: at(-24 * HOUR),
    platform: 'Email',
    target_label: 'All campaigns',
  }),
  task({
    id: 't3',
    name: 'Holiday thumbnail test',
    type: 'ab_test_launch',
    status: 'pending',
    target_label: 'Holiday Campaign',
  }),
  task({
    id: 't4',
    name: 'Raise Black Friday budget',
    type: 'budget_update',
    status: 'scheduled',
    platform: 'Google Ads',
    params: { budget: 750 },
    target_label: 'Black Friday Sale',
  }),
];

export const sampleAbTests: AbTest[] = [
  {
    ...sample,
    id: 'ab1',
    name: 'Thumbnail: Face vs. Product',
    description: 'Does a close-up face beat a product shot for the launch video?',
    status: 'running',
    start_date: '2026-11-16',
    end_date: '2026-11-30',
    variants: [
      { name: 'Variant A (Face)', traffic: 50, ctr: 6.84, conversions: 312 },
      { name: 'Variant B (Product)', traffic: 50, ctr: 5.12, conversions: 241 },
    ],
    winner: null,
    confidence: 87,
  },
  {
    ...sample,
    id: 'ab2',
    name: 'Hook Length: 3s vs. 8s',
    description: 'A shorter opening hook on the tutorial pre-roll.',
    status: 'completed',
    start_date: '2026-10-20',
    end_date: '2026-11-03',
    variants: [
      { name: '3-second hook', traffic: 50, ctr: 4.91, conversions: 528 },
      { name: '8-second hook', traffic: 50, ctr: 3.76, conversions: 402 },
    ],
    winner: '3-second hook',
    confidence: 96,
  },
  {
    ...sample,
    id: 'ab3',
    name: 'CTA Placement',
    description: 'End-screen call to action versus a mid-roll card.',
    status: 'draft',
    start_date: '2026-12-01',
    end_date: '2026-12-15',
    variants: [
      { name: 'End screen', traffic: 50, ctr: 0, conversions: 0 },
      { name: 'Mid-roll card', traffic: 50, ctr: 0, conversions: 0 },
    ],
    winner: null,
    confidence: null,
  },
];

/** A list read in one page, as the infinite queries hold it. */
export const onePage = <T>(rows: T[]): InfiniteData<Page<T>, number> => ({
  pages: [{ rows, total: rows.length }],
  pageParams: [0],
});
