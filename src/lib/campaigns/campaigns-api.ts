import { withRates, type Campaign, type CampaignObjective, type CampaignStatus } from '@/data/campaigns';
import type { Tables, TablesInsert } from '../database.types';
import type { AppSupabaseClient } from '../supabase';

// The only module that reads or writes a workspace's campaigns
// (supabase/migrations/20261125000200_workspace_campaigns.sql). Row level security and the two
// bulk functions decide who may change what; refusals come back here as clear messages.

/** Rows per page of the Campaigns table. */
export const CAMPAIGN_PAGE_SIZE = 25;

/** A stored campaign, with its CTR, CPC and CPA worked out from its counts. */
export type StoredCampaign = Campaign & {
  workspaceId: string;
  authorId: string | null;
  isSample: boolean;
  createdAt: string;
};

/** What a person enters for a campaign (the results too: there is no ad platform connection). */
export interface CampaignFields {
  name: string;
  objective: CampaignObjective;
  status: CampaignStatus;
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  conversions: number;
  startDate: string;
  endDate: string;
  platform: string;
  thumbnail?: string;
}

export type CampaignStatusFilter = 'all' | CampaignStatus;

export interface CampaignListParams {
  search: string;
  status: CampaignStatusFilter;
  /** From 0. */
  page: number;
}

export interface CampaignPage {
  /** Which page these are, from 0: while the next page loads, this one stays shown. */
  page: number;
  campaigns: StoredCampaign[];
  /** Every campaign matching the search and filter, on all pages. */
  total: number;
}

/** The summary cards' figures: totals, and this month's and last month's campaigns (by start date). */
export interface CampaignSummaryFigures {
  spent: number;
  impressions: number;
  conversions: number;
  /** Total spent over total conversions; null with no conversions. */
  avgCpa: number | null;
  thisMonth: MonthFigures;
  lastMonth: MonthFigures;
}

export interface MonthFigures {
  campaigns: number;
  spent: number;
  impressions: number;
  conversions: number;
  avgCpa: number | null;
}

const COLUMNS =
  'id, workspace_id, author_id, name, objective, status, budget, spent, impressions, clicks, conversions, start_date, end_date, platform, thumbnail, is_sample, created_at';

type CampaignRow = Pick<
  Tables<'campaigns'>,
  | 'id'
  | 'workspace_id'
  | 'author_id'
  | 'name'
  | 'objective'
  | 'status'
  | 'budget'
  | 'spent'
  | 'impressions'
  | 'clicks'
  | 'conversions'
  | 'start_date'
  | 'end_date'
  | 'platform'
  | 'thumbnail'
  | 'is_sample'
  | 'created_at'
>;

// numeric and bigint may arrive as text (the local backend), so every figure goes through Number.
function fromRow(row: CampaignRow): StoredCampaign {
  return {
    ...withRates({
      id: row.id,
      name: row.name,
      thumbnail: row.thumbnail,
      objective: row.objective as CampaignObjective,
      status: row.status as CampaignStatus,
      budget: Number(row.budget),
      spent: Number(row.spent),
      impressions: Number(row.impressions),
      clicks: Number(row.clicks),
      conversions: Number(row.conversions),
      startDate: row.start_date,
      endDate: row.end_date,
      platform: row.platform,
    }),
    workspaceId: row.workspace_id,
    authorId: row.author_id,
    isSample: row.is_sample,
    createdAt: row.created_at,
  };
}

function toRow(fields: CampaignFields) {
  return {
    name: fields.name.trim(),
    objective: fields.objective,
    status: fields.status,
    budget: fields.budget,
    spent: fields.spent,
    impressions: fields.impressions,
    clicks: fields.clicks,
    conversions: fields.conversions,
    start_date: fields.startDate,
    end_date: fields.endDate,
    platform: fields.platform.trim(),
    ...(fields.thumbnail ? { thumbnail: fields.thumbnail } : {}),
  } satisfies Partial<TablesInsert<'campaigns'>>;
}

/** A database refusal in words a person can act on. */
function refusal(error: { code?: string; message: string }, fallback: string): Error {
  if (error.code === '42501')
    return new Error('You can’t change some of these campaigns, or they were deleted');
  // 23502: a figure that was not a number (NaN is sent as JSON null).
  if (['23514', '23502', '22003', '22P02'].includes(error.code ?? ''))
    return new Error('A figure is out of range: check the budget, results and dates');
  if (error.code === '22023') return new Error(error.message);
  return new Error(fallback);
}

/** Escapes the wildcards of an ilike pattern, so a search for "50%" means 50%. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of the workspace's campaigns, newest first, searched by name and filtered by status. */
export async function listCampaigns(
  client: AppSupabaseClient,
  workspaceId: string,
  { search, status, page }: CampaignListParams,
): Promise<CampaignPage> {
  let query = client.from('campaigns').select(COLUMNS, { count: 'exact' }).eq('workspace_id', workspaceId);
  if (search.trim()) query = query.ilike('name', likePattern(search.trim()));
  if (status !== 'all') query = query.eq('status', status);
  const from = page * CAMPAIGN_PAGE_SIZE;
  const { data, error, count } = await query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + CAMPAIGN_PAGE_SIZE - 1);
  if (error) throw error;
  return { page, campaigns: data.map(fromRow), total: count ?? data.length };
}

/** A campaign as a picker lists it. */
export type CampaignChoice = Pick<Tables<'campaigns'>, 'id' | 'name' | 'is_sample'>;

/** The most campaigns a picker lists: a fixed limit, not a page; campaigns past it are not offered. */
export const CAMPAIGN_CHOICES_LIMIT = 500;

/**
 * The workspace's campaigns to choose from, by name, at most `CAMPAIGN_CHOICES_LIMIT` of them
 * (a fixed limit: a workspace with more is offered the first 500 by name).
 */
export async function listCampaignChoices(
  client: AppSupabaseClient,
  workspaceId: string,
): Promise<CampaignChoice[]> {
  const { data, error } = await client
    .from('campaigns')
    .select('id, name, is_sample')
    .eq('workspace_id', workspaceId)
    .order('name')
    .order('id')
    .limit(CAMPAIGN_CHOICES_LIMIT);
  if (error) throw error;
  return data;
}

/** One campaign, or null when it is gone or not the caller's to see. */
export async function getCampaign(client: AppSupabaseClient, id: string): Promise<StoredCampaign | null> {
  const { data, error } = await client.from('campaigns').select(COLUMNS).eq('id', id).maybeSingle();
  if (error) throw error;
  return data ? fromRow(data) : null;
}

/** A new campaign in the workspace, authored by the caller. */
export async function createCampaign(
  client: AppSupabaseClient,
  workspaceId: string,
  fields: CampaignFields,
): Promise<StoredCampaign> {
  const { data, error } = await client
    .from('campaigns')
    .insert({ workspace_id: workspaceId, ...toRow(fields) })
    .select(COLUMNS)
    .single();
  if (error) throw refusal(error, 'The campaign could not be created. Please try again.');
  return fromRow(data);
}

/** Saves a campaign's fields (its author, an admin or the owner may). */
export async function updateCampaign(
  client: AppSupabaseClient,
  id: string,
  fields: CampaignFields,
): Promise<StoredCampaign> {
  const { data, error } = await client.from('campaigns').update(toRow(fields)).eq('id', id).select(COLUMNS);
  if (error) throw refusal(error, 'The campaign could not be saved. Please try again.');
  const [row] = data;
  if (!row) throw new Error('This campaign was deleted or you may not change it');
  return fromRow(row);
}

/** A copy of a campaign, by the caller: "<name> (copy)", a draft with no results yet. */
export async function duplicateCampaign(
  client: AppSupabaseClient,
  campaign: StoredCampaign,
): Promise<StoredCampaign> {
  return createCampaign(client, campaign.workspaceId, {
    name: `${campaign.name} (copy)`.slice(0, 200),
    objective: campaign.objective,
    status: 'draft',
    budget: campaign.budget,
    spent: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    platform: campaign.platform,
    thumbnail: campaign.thumbnail,
  });
}

/**
 * Pauses or resumes campaigns in one transaction: all of them, or none when any is not the
 * caller's to change. A completed campaign stays completed. Returns how many changed.
 */
export async function setCampaignStatus(
  client: AppSupabaseClient,
  ids: readonly string[],
  action: 'pause' | 'resume',
): Promise<number> {
  const { data, error } = await client.rpc('set_campaign_status', { p_ids: [...ids], p_action: action });
  if (error) throw refusal(error, 'The campaigns could not be changed. Please try again.');
  return data;
}

/** Deletes campaigns in one transaction: all of them, or none when any is not the caller's. */
export async function deleteCampaigns(client: AppSupabaseClient, ids: readonly string[]): Promise<number> {
  const { data, error } = await client.rpc('delete_campaigns', { p_ids: [...ids] });
  if (error) throw refusal(error, 'The campaigns could not be deleted. Please try again.');
  return data;
}

const money = (value: unknown) => Number(value ?? 0);
const orNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** The summary cards' figures over every campaign of the workspace. */
export async function fetchCampaignSummary(
  client: AppSupabaseClient,
  workspaceId: string,
): Promise<CampaignSummaryFigures> {
  const { data, error } = await client.rpc('campaign_summary', { p_workspace_id: workspaceId }).single();
  if (error) throw error;
  return {
    spent: money(data.total_spent),
    impressions: money(data.total_impressions),
    conversions: money(data.total_conversions),
    avgCpa: orNull(data.avg_cpa),
    thisMonth: {
      campaigns: money(data.this_month_campaigns),
      spent: money(data.this_month_spent),
      impressions: money(data.this_month_impressions),
      conversions: money(data.this_month_conversions),
      avgCpa: orNull(data.this_month_avg_cpa),
    },
    lastMonth: {
      campaigns: money(data.last_month_campaigns),
      spent: money(data.last_month_spent),
      impressions: money(data.last_month_impressions),
      conversions: money(data.last_month_conversions),
      avgCpa: orNull(data.last_month_avg_cpa),
    },
  };
}
