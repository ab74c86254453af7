import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { listWorkspaceTemplates } from './workspace-templates-api';

/** Query keys of a workspace's own templates; every write invalidates `all(workspaceId)`. */
export const workspaceTemplateKeys = {
  all: (workspaceId: string) => ['workspace-templates', workspaceId] as const,
  list: (workspaceId: string) => [...workspaceTemplateKeys.all(workspaceId), 'list'] as const,
};

export const workspaceTemplatesQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: workspaceTemplateKeys.list(workspaceId),
    queryFn: () => listWorkspaceTemplates(client, workspaceId),
    meta: { errorToast: 'Could not load the workspace templates' },
  });
