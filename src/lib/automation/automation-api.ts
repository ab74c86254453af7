import type { PostgrestError } from '@supabase/supabase-js';
import type { Enums, Json, Tables } from '../database.types';
import type { AppSupabaseClient } from '../supabase';
import {
  AUTOMATION_PAGE_SIZE,
  isCampaignTask,
  type AbTestInput,
  type ScheduleTaskInput,
  type WorkflowInput,
} from './automation-limits';

// The only module that reads or writes workflows, A/B tests and scheduled tasks, and asks the
// database to run due tasks (supabase/migrations/20261125000400_workspace_automation.sql). Row
// level security decides who sees and changes what; refusals come back as sentences.

export type WorkflowStatus = Enums<'workflow_status'>;
export type AbTestStatus = Enums<'ab_test_status'>;
export type ScheduleType = Enums<'scheduled_task_type'>;
export type ScheduleStatus = Enums<'scheduled_task_status'>;

export type Workflow = Pick<
  Tables<'workflows'>,
  | 'id'
  | 'author_id'
  | 'name'
  | 'description'
  | 'status'
  | 'triggers'
  | 'actions'
  | 'last_run_at'
  | 'success_rate'
  | 'runs_today'
  | 'is_sample'
>;

export interface AbVariant {
  name: string;
  /** Share of traffic, percent. */
  traffic: number;
  /** Click-through rate, percent. */
  ctr: number;
  conversions: number;
}

export type AbTest = Omit<
  Pick<
    Tables<'ab_tests'>,
    | 'id'
    | 'author_id'
    | 'name'
    | 'description'
    | 'status'
    | 'start_date'
    | 'end_date'
    | 'variants'
    | 'winner'
    | 'confidence'
    | 'is_sample'
  >,
  'variants'
> & { variants: AbVariant[] };

export type ScheduledTask = Pick<
  Tables<'scheduled_tasks'>,
  | 'id'
  | 'author_id'
  | 'name'
  | 'type'
  | 'scheduled_at'
  | 'status'
  | 'campaign_id'
  | 'video_id'
  | 'ab_test_id'
  | 'platform'
  | 'description'
  | 'params'
  | 'target_label'
  | 'failure_reason'
  | 'completed_at'
  | 'is_sample'
  | 'result'
>;

/** One page of a list and how many the whole list holds. */
export interface Page<T> {
  rows: T[];
  total: number;
}

const WORKFLOW_COLUMNS =
  'id, author_id, name, description, status, triggers, actions, last_run_at, success_rate, runs_today, is_sample';
const AB_TEST_COLUMNS =
  'id, author_id, name, description, status, start_date, end_date, variants, winner, confidence, is_sample';
const TASK_COLUMNS =
  'id, author_id, name, type, scheduled_at, status, campaign_id, video_id, ab_test_id, platform, description, params, target_label, failure_reason, completed_at, is_sample, result';

export const NOT_ALLOWED_MESSAGE = 'You can’t change this in this workspace.';
const GONE_MESSAGE = 'This item was deleted, or you may not change it.';

/** The sentence a person reads for a refused write. */
export function automationWriteError(error: PostgrestError, fallback: string): Error {
  if (error.code === '42501') {
    return new Error(
      error.message.includes('already run')
        ? 'This task has already run and can’t be changed.'
        : NOT_ALLOWED_MESSAGE,
    );
  }
  if (error.code === '23514') {
    if (error.message.includes('must be in this workspace')) return new Error(error.message + '.');
    return new Error('Some of the values are not accepted. Please check them and try again.');
  }
  if (error.code === '23503') {
    return new Error(
      error.message.includes('campaign')
        ? 'The chosen campaign no longer exists.'
        : 'The chosen video or A/B test no longer exists.',
    );
  }
  return new Error(fallback);
}

const range = (page: number) => [page * AUTOMATION_PAGE_SIZE, (page + 1) * AUTOMATION_PAGE_SIZE - 1] as const;

function variantsOf(value: Json): AbVariant[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return [];
    const { name, traffic, ctr, conversions } = item;
    return typeof name === 'string' &&
      typeof traffic === 'number' &&
      typeof ctr === 'number' &&
      typeof conversions === 'number'
      ? [{ name, traffic, ctr, conversions }]
      : [];
  });
}

// Reads ------------------------------------------------------------------------------

/** A page of the workspace's workflows, newest first. */
export async function listWorkflows(
  client: AppSupabaseClient,
  workspaceId: string,
  page = 0,
): Promise<Page<Workflow>> {
  const { data, error, count } = await client
    .from('workflows')
    .select(WORKFLOW_COLUMNS, { count: 'exact' })
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(...range(page));
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

/** A page of the workspace's A/B tests, newest first. */
export async function listAbTests(
  client: AppSupabaseClient,
  workspaceId: string,
  page = 0,
): Promise<Page<AbTest>> {
  const { data, error, count } = await client
    .from('ab_tests')
    .select(AB_TEST_COLUMNS, { count: 'exact' })
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false })
    .order('id')
    .range(...range(page));
  if (error) throw error;
  return {
    rows: data.map((test) => ({ ...test, variants: variantsOf(test.variants) })),
    total: count ?? data.length,
  };
}

/** A page of the workspace's scheduled tasks, latest time first. */
export async function listScheduledTasks(
  client: AppSupabaseClient,
  workspaceId: string,
  page = 0,
): Promise<Page<ScheduledTask>> {
  const { data, error, count } = await client
    .from('scheduled_tasks')
    .select(TASK_COLUMNS, { count: 'exact' })
    .eq('workspace_id', workspaceId)
    .order('scheduled_at', { ascending: false })
    .order('id')
    .range(...range(page));
  if (error) throw error;
  return { rows: data, total: count ?? data.length };
}

// Writes ------------------------------------------------------------------------------

/** Throws when RLS hid the row (an update or delete of nothing). */
function changedOne(rows: unknown[]): void {
  if (rows.length === 0) throw new Error(GONE_MESSAGE);
}

const workflowRow = (input: WorkflowInput) => ({
  name: input.name.trim(),
  description: input.description.trim(),
  status: input.status,
  triggers: [...input.triggers],
  actions: [...input.actions],
});

export async function createWorkflow(
  client: AppSupabaseClient,
  workspaceId: string,
  input: WorkflowInput,
): Promise<void> {
  const { error } = await client
    .from('workflows')
    .insert({ workspace_id: workspaceId, ...workflowRow(input) });
  if (error) throw automationWriteError(error, 'The workflow could not be saved. Please try again.');
}

export async function updateWorkflow(
  client: AppSupabaseClient,
  id: string,
  input: WorkflowInput,
): Promise<void> {
  const { data, error } = await client.from('workflows').update(workflowRow(input)).eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The workflow could not be saved. Please try again.');
  changedOne(data);
}

/** Pauses an active workflow or resumes a paused one. */
export async function setWorkflowStatus(
  client: AppSupabaseClient,
  id: string,
  status: WorkflowStatus,
): Promise<void> {
  const { data, error } = await client.from('workflows').update({ status }).eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The workflow could not be changed. Please try again.');
  changedOne(data);
}

export async function deleteWorkflow(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('workflows').delete().eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The workflow could not be deleted. Please try again.');
  changedOne(data);
}

const abTestRow = (input: AbTestInput) => ({
  name: input.name.trim(),
  description: input.description.trim(),
  start_date: input.startDate,
  end_date: input.endDate,
  variants: input.variants.map((variant) => ({
    name: variant.name.trim(),
    traffic: variant.traffic,
    ctr: 0,
    conversions: 0,
  })),
});

/** A new A/B test, a draft until it is launched (by hand or by a scheduled launch). */
export async function createAbTest(
  client: AppSupabaseClient,
  workspaceId: string,
  input: AbTestInput,
): Promise<void> {
  const { error } = await client
    .from('ab_tests')
    .insert({ workspace_id: workspaceId, status: 'draft', ...abTestRow(input) });
  if (error) throw automationWriteError(error, 'The A/B test could not be saved. Please try again.');
}

export async function updateAbTest(client: AppSupabaseClient, id: string, input: AbTestInput): Promise<void> {
  const { data, error } = await client.from('ab_tests').update(abTestRow(input)).eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The A/B test could not be saved. Please try again.');
  changedOne(data);
}

export async function deleteAbTest(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('ab_tests').delete().eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The A/B test could not be deleted. Please try again.');
  changedOne(data);
}

const taskRow = (input: ScheduleTaskInput) => ({
  name: input.name.trim(),
  description: input.description.trim(),
  type: input.type,
  scheduled_at: new Date(input.scheduledAt).toISOString(),
  platform: input.platform.trim(),
  video_id: input.type === 'video_upload' && input.videoId ? input.videoId : null,
  ab_test_id: input.type === 'ab_test_launch' && input.abTestId ? input.abTestId : null,
  campaign_id: isCampaignTask(input.type) && input.campaignId ? input.campaignId : null,
  params: input.type === 'budget_update' ? { budget: input.budget ?? 0 } : {},
});

export async function scheduleTask(
  client: AppSupabaseClient,
  workspaceId: string,
  input: ScheduleTaskInput,
): Promise<void> {
  const { error } = await client
    .from('scheduled_tasks')
    .insert({ workspace_id: workspaceId, ...taskRow(input) });
  if (error) throw automationWriteError(error, 'The task could not be scheduled. Please try again.');
}

/** Changes a task that has not run yet. */
export async function updateScheduledTask(
  client: AppSupabaseClient,
  id: string,
  input: ScheduleTaskInput,
): Promise<void> {
  const { data, error } = await client
    .from('scheduled_tasks')
    .update(taskRow(input))
    .eq('id', id)
    .select('id');
  if (error) throw automationWriteError(error, 'The task could not be saved. Please try again.');
  changedOne(data);
}

export async function deleteScheduledTask(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('scheduled_tasks').delete().eq('id', id).select('id');
  if (error) throw automationWriteError(error, 'The task could not be deleted. Please try again.');
  changedOne(data);
}
