import type { CampaignListParams } from './campaigns-api';

/**
 * Query keys of a workspace's campaigns; invalidating `all(workspaceId)` after any change
 * refreshes every page, the summary and the details.
 */
export const campaignKeys = {
  all: (workspaceId: string) => ['campaigns', workspaceId] as const,
  lists: (workspaceId: string) => [...campaignKeys.all(workspaceId), 'list'] as const,
  list: (workspaceId: string, params: CampaignListParams) =>
    [...campaignKeys.lists(workspaceId), { ...params, search: params.search.trim() }] as const,
  summary: (workspaceId: string) => [...campaignKeys.all(workspaceId), 'summary'] as const,
  choices: (workspaceId: string) => [...campaignKeys.all(workspaceId), 'choices'] as const,
};
