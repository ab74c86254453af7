import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { activityKeys } from '../activity/activity-queries';
import type { AppSupabaseClient } from '../supabase';
import { campaignKeys } from './campaign-keys';
import {
  createCampaign,
  deleteCampaigns,
  duplicateCampaign,
  fetchCampaignSummary,
  listCampaignChoices,
  listCampaigns,
  setCampaignStatus,
  updateCampaign,
  type CampaignFields,
  type CampaignListParams,
  type StoredCampaign,
} from './campaigns-api';

export { campaignKeys };

/** One page of campaigns; the previous page stays shown while the next one loads. */
export const campaignListQuery = (
  client: AppSupabaseClient,
  workspaceId: string,
  params: CampaignListParams,
) =>
  queryOptions({
    queryKey: campaignKeys.list(workspaceId, params),
    queryFn: () => listCampaigns(client, workspaceId, params),
    placeholderData: keepPreviousData,
  });

export const campaignSummaryQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: campaignKeys.summary(workspaceId),
    queryFn: () => fetchCampaignSummary(client, workspaceId),
  });

/** The workspace's campaigns to pick from, by name (at most 500: see `listCampaignChoices`). */
export const campaignChoicesQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: campaignKeys.choices(workspaceId),
    queryFn: () => listCampaignChoices(client, workspaceId),
  });

function requireWorkspace(workspaceId: string | null): string {
  if (workspaceId === null) throw new Error('Choose a workspace first');
  return workspaceId;
}

/** Refreshes the campaigns and the activity feed after any write, whether it went through or not. */
function useInvalidateCampaigns(workspaceId: string | null) {
  const queryClient = useQueryClient();
  return () =>
    workspaceId === null
      ? Promise.resolve()
      : Promise.all([
          queryClient.invalidateQueries({ queryKey: campaignKeys.all(workspaceId) }),
          queryClient.invalidateQueries({ queryKey: activityKeys.all(workspaceId) }),
        ]);
}

/** Create Campaign; the form shows a failure itself. */
export function useCreateCampaign(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateCampaigns(workspaceId);
  return useMutation({
    mutationFn: (fields: CampaignFields) => createCampaign(client, requireWorkspace(workspaceId), fields),
    onSettled: invalidate,
  });
}

/** Edit; the form shows a failure itself. */
export function useUpdateCampaign(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateCampaigns(workspaceId);
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: CampaignFields }) =>
      updateCampaign(client, id, fields),
    onSettled: invalidate,
  });
}

export function useDuplicateCampaign(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateCampaigns(workspaceId);
  return useMutation({
    mutationFn: (campaign: StoredCampaign) => duplicateCampaign(client, campaign),
    meta: { errorToast: 'Could not duplicate the campaign' },
    onSettled: invalidate,
  });
}

/** Pause or resume one campaign or many, in one request. */
export function useSetCampaignStatus(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateCampaigns(workspaceId);
  return useMutation({
    mutationFn: ({ ids, action }: { ids: readonly string[]; action: 'pause' | 'resume' }) =>
      setCampaignStatus(client, ids, action),
    meta: { errorToast: 'Could not change the campaigns' },
    onSettled: invalidate,
  });
}

/** Delete one campaign or many, in one request. */
export function useDeleteCampaigns(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateCampaigns(workspaceId);
  return useMutation({
    mutationFn: (ids: readonly string[]) => deleteCampaigns(client, ids),
    meta: { errorToast: 'Could not delete the campaigns' },
    onSettled: invalidate,
  });
}
