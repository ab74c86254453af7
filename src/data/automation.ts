/** Sample data for Automation & Scheduling: workflows, scheduled tasks and A/B tests. */

export type WorkflowStatus = 'active' | 'paused';
export type ScheduleStatus = 'scheduled' | 'completed' | 'pending';
export type ScheduleType = 'video_upload' | 'report_generation' | 'ab_test_launch' | 'budget_update';
export type AbTestStatus = 'running' | 'completed' | 'draft';

export interface Workflow {
  id: string;
  name: string;
  description: string;
  status: WorkflowStatus;
  triggers: string[];
  actions: string[];
  lastRun: string;
  /** Percent of runs that succeeded. */
  successRate: number;
  runsToday: number;
}

export interface ScheduledTask {
  id: string;
  name: string;
  type: ScheduleType;
  /** ISO date-time. */
  scheduledTime: string;
  status: ScheduleStatus;
  campaign: string;
  platform: string;
  description: string;
}

export interface AbVariant {
  name: string;
  /** Share of traffic, percent. */
  traffic: number;
  /** Click-through rate, percent. */
  ctr: number;
  conversions: number;
}

export interface AbTest {
  id: string;
  name: string;
  description: string;
  status: AbTestStatus;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  variants: AbVariant[];
  /** The winning variant's name, once decided. */
  winner?: string;
  /** Statistical confidence, percent. */
  confidence?: number;
}

export const workflows: readonly Workflow[] = [
  {
    id: 'w1',
    name: 'Low CTR Alert & Optimise',
    description: 'Swaps in the backup thumbnail and alerts the team when click-through falls.',
    status: 'active',
    triggers: ['CTR drops below 2%'],
    actions: ['Switch to backup thumbnail', 'Notify team on Slack'],
    lastRun: '2 hours ago',
    successRate: 98.5,
    runsToday: 12,
  },
  {
    id: 'w2',
    name: 'CPA Guardrail',
    description: 'Caps spend on campaigns whose cost per acquisition climbs too fast.',
    status: 'active',
    triggers: ['CPA increases by 50%', 'Daily spend over $500'],
    actions: ['Reduce daily budget by 25%', 'Email campaign owner'],
    lastRun: '35 minutes ago',
    successRate: 100,
    runsToday: 4,
  },
  {
    id: 'w3',
    name: 'New Video Promotion',
    description: 'Boosts every new upload for its first 48 hours.',
    status: 'paused',
    triggers: ['New video published'],
    actions: ['Create promotion campaign', 'Share to community tab', 'Schedule social posts'],
    lastRun: '3 days ago',
    successRate: 94.2,
    runsToday: 0,
  },
  {
    id: 'w4',
    name: 'Weekly Performance Digest',
    description: 'Builds the weekly report and sends it to stakeholders.',
    status: 'active',
    triggers: ['Every Monday at 9:00 AM'],
    actions: ['Generate performance report', 'Email stakeholders'],
    lastRun: '6 days ago',
    successRate: 100,
    runsToday: 1,
  },
];

export const scheduledTasks: readonly ScheduledTask[] = [
  {
    id: 't1',
    name: 'Upload: 10 Editing Mistakes',
    type: 'video_upload',
    scheduledTime: '2026-11-24T15:00:00Z',
    status: 'scheduled',
    campaign: 'Editing Basics',
    platform: 'YouTube',
    description: 'Publishes episode 7 with its end screen and chapters.',
  },
  {
    id: 't2',
    name: 'Weekly performance report',
    type: 'report_generation',
    scheduledTime: '2026-11-23T09:00:00Z',
    status: 'completed',
    campaign: 'All campaigns',
    platform: 'Email',
    description: 'Sends the weekly digest to the marketing team.',
  },
  {
    id: 't3',
    name: 'Holiday thumbnail test',
    type: 'ab_test_launch',
    scheduledTime: '2026-11-26T12:00:00Z',
    status: 'pending',
    campaign: 'Holiday Campaign',
    platform: 'YouTube',
    description: 'Starts the A/B test of thumbnail sets A and B.',
  },
  {
    id: 't4',
    name: 'Raise Black Friday budget',
    type: 'budget_update',
    scheduledTime: '2026-11-27T06:00:00Z',
    status: 'scheduled',
    campaign: 'Black Friday Sale',
    platform: 'Google Ads',
    description: 'Raises the daily budget from $300 to $750.',
  },
  {
    id: 't5',
    name: 'Upload: Summer Launch teaser',
    type: 'video_upload',
    scheduledTime: '2026-11-21T17:30:00Z',
    status: 'completed',
    campaign: 'Summer Product Launch',
    platform: 'YouTube Shorts',
    description: 'Published the 15-second teaser.',
  },
];

export const abTests: readonly AbTest[] = [
  {
    id: 'ab1',
    name: 'Thumbnail: Face vs. Product',
    description: 'Does a close-up face beat a product shot for the launch video?',
    status: 'running',
    startDate: '2026-11-16',
    endDate: '2026-11-30',
    variants: [
      { name: 'Variant A (Face)', traffic: 50, ctr: 6.84, conversions: 312 },
      { name: 'Variant B (Product)', traffic: 50, ctr: 5.12, conversions: 241 },
    ],
    confidence: 87,
  },
  {
    id: 'ab2',
    name: 'Hook Length: 3s vs. 8s',
    description: 'A shorter opening hook on the tutorial pre-roll.',
    status: 'completed',
    startDate: '2026-10-20',
    endDate: '2026-11-03',
    variants: [
      { name: '3-second hook', traffic: 50, ctr: 4.91, conversions: 528 },
      { name: '8-second hook', traffic: 50, ctr: 3.76, conversions: 402 },
    ],
    winner: '3-second hook',
    confidence: 96,
  },
  {
    id: 'ab3',
    name: 'CTA Placement',
    description: 'End-screen call to action versus a mid-roll card.',
    status: 'draft',
    startDate: '2026-12-01',
    endDate: '2026-12-15',
    variants: [
      { name: 'End screen', traffic: 50, ctr: 0, conversions: 0 },
      { name: 'Mid-roll card', traffic: 50, ctr: 0, conversions: 0 },
    ],
  },
];
