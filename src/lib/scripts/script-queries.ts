import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { getScript, listScripts } from './scripts-api';

/** Query keys of a workspace's scripts; invalidating `all(workspaceId)` refreshes lists and details. */
export const scriptKeys = {
  all: (workspaceId: string) => ['scripts', workspaceId] as const,
  list: (workspaceId: string, search = '') =>
    [...scriptKeys.all(workspaceId), 'list', search.trim()] as const,
  detail: (workspaceId: string, id: string) => [...scriptKeys.all(workspaceId), 'detail', id] as const,
};

export const scriptsListQuery = (client: AppSupabaseClient, workspaceId: string, search = '') =>
  queryOptions({
    queryKey: scriptKeys.list(workspaceId, search),
    queryFn: () => listScripts(client, workspaceId, { search }),
  });

export const scriptQuery = (client: AppSupabaseClient, workspaceId: string, id: string) =>
  queryOptions({
    queryKey: scriptKeys.detail(workspaceId, id),
    queryFn: () => getScript(client, workspaceId, id),
    // "Not found" stays not found: no retry.
    retry: false,
  });
