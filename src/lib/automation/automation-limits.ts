import { z } from 'zod';

// What the database accepts for workflows, A/B tests and scheduled tasks
// (supabase/migrations/20261125000400_workspace_automation.sql), checked in the form first.

export const AUTOMATION_PAGE_SIZE = 50;
export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 2000;
export const MAX_BUDGET = 1_000_000_000;

/** The triggers a workflow may have: the spec's sample workflows'. */
export const WORKFLOW_TRIGGERS = [
  'CTR drops below 2%',
  'CPA increases by 50%',
  'Daily spend over $500',
  'New video published',
  'Every Monday at 9:00 AM',
] as const;

/** The actions a workflow may take: the spec's sample workflows'. */
export const WORKFLOW_ACTIONS = [
  'Switch to backup thumbnail',
  'Notify team on Slack',
  'Reduce daily budget by 25%',
  'Email campaign owner',
  'Create promotion campaign',
  'Share to community tab',
  'Schedule social posts',
  'Generate performance report',
  'Email stakeholders',
] as const;

const name = z
  .string()
  .trim()
  .min(1, 'Give it a name')
  .max(NAME_MAX, `Keep the name under ${NAME_MAX + 1} characters`);
const description = z
  .string()
  .max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX + 1} characters`);

export const WorkflowInput = z.object({
  name,
  description,
  status: z.enum(['active', 'paused']),
  triggers: z.array(z.enum(WORKFLOW_TRIGGERS)).min(1, 'Choose at least one trigger'),
  actions: z.array(z.enum(WORKFLOW_ACTIONS)).min(1, 'Choose at least one action'),
});
export type WorkflowInput = z.infer<typeof WorkflowInput>;

export const AbVariantInput = z.object({
  name: z.string().trim().min(1, 'Name the variant').max(100, 'Keep the name under 101 characters'),
  traffic: z.number('Enter a share of traffic').min(0, 'From 0 to 100').max(100, 'From 0 to 100'),
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date');

export const AbTestInput = z
  .object({
    name,
    description,
    startDate: isoDay,
    endDate: isoDay,
    variants: z.array(AbVariantInput).min(2, 'Add at least 2 variants').max(5, 'At most 5 variants'),
  })
  .refine((test) => test.endDate >= test.startDate, {
    path: ['endDate'],
    message: 'The end date comes on or after the start date',
  })
  .refine((test) => test.variants.reduce((sum, v) => sum + v.traffic, 0) === 100, {
    path: ['variants'],
    message: 'The traffic of the variants adds up to 100%',
  })
  .refine(
    (test) => new Set(test.variants.map((v) => v.name.trim().toLowerCase())).size === test.variants.length,
    {
      path: ['variants'],
      message: 'Give each variant its own name',
    },
  );
export type AbTestInput = z.infer<typeof AbTestInput>;

export const SCHEDULE_TYPES = [
  'video_upload',
  'report_generation',
  'ab_test_launch',
  'budget_update',
] as const;

/** The task types that work on a campaign of the workspace. */
export const CAMPAIGN_TASK_TYPES = ['report_generation', 'budget_update'] as const;
export const isCampaignTask = (type: (typeof SCHEDULE_TYPES)[number]) =>
  (CAMPAIGN_TASK_TYPES as readonly string[]).includes(type);

/** The Schedule form: its target depends on the type, and its time lies ahead of `now()`. */
export const scheduleTaskSchema = (now: () => Date = () => new Date()) =>
  z
    .object({
      name,
      description,
      type: z.enum(SCHEDULE_TYPES),
      /** A `datetime-local` value, read in the user's own time zone. */
      scheduledAt: z.string().min(1, 'Choose a date and time'),
      platform: z.string().trim().max(50, 'Keep the platform under 51 characters'),
      videoId: z.string(),
      abTestId: z.string(),
      campaignId: z.string(),
      budget: z.number().optional(),
    })
    .superRefine((task, context) => {
      const at = new Date(task.scheduledAt);
      if (task.scheduledAt && (Number.isNaN(at.getTime()) || at.getTime() <= now().getTime())) {
        context.addIssue({ code: 'custom', path: ['scheduledAt'], message: 'Choose a time in the future' });
      }
      if (task.type === 'video_upload' && !task.videoId) {
        context.addIssue({ code: 'custom', path: ['videoId'], message: 'Choose a video' });
      }
      if (task.type === 'ab_test_launch' && !task.abTestId) {
        context.addIssue({ code: 'custom', path: ['abTestId'], message: 'Choose an A/B test' });
      }
      if (isCampaignTask(task.type) && !task.campaignId) {
        context.addIssue({ code: 'custom', path: ['campaignId'], message: 'Choose a campaign' });
      }
      if (
        task.type === 'budget_update' &&
        (task.budget === undefined ||
          !Number.isFinite(task.budget) ||
          task.budget < 0 ||
          task.budget > MAX_BUDGET)
      ) {
        context.addIssue({
          code: 'custom',
          path: ['budget'],
          message: 'Enter a budget from 0 to 1,000,000,000',
        });
      }
    });
export type ScheduleTaskInput = z.infer<ReturnType<typeof scheduleTaskSchema>>;
