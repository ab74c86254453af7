import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { listAbTests, listScheduledTasks, listWorkflows, type Page } from './automation-api';
import { abTestKeys, scheduledTaskKeys, workflowKeys } from './automation-keys';

export { abTestKeys, scheduledTaskKeys, workflowKeys };

/** The next page's index while the pages read so far hold fewer rows than the list. */
function nextPage<T>(last: Page<T>, pages: Page<T>[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  return last.rows.length > 0 && loaded < last.total ? pages.length : undefined;
}

/** Every row of the pages read so far. */
export const rowsOf = <T>(data: InfiniteData<Page<T>> | undefined): T[] =>
  data?.pages.flatMap((page) => page.rows) ?? [];

/** How many rows the whole list holds (the latest page's count). */
export const totalOf = <T>(data: InfiniteData<Page<T>> | undefined): number =>
  data?.pages[data.pages.length - 1]?.total ?? 0;

export const workflowsQuery = (client: AppSupabaseClient, workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: workflowKeys.list(workspaceId),
    queryFn: ({ pageParam }) => listWorkflows(client, workspaceId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const scheduledTasksQuery = (client: AppSupabaseClient, workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: scheduledTaskKeys.list(workspaceId),
    queryFn: ({ pageParam }) => listScheduledTasks(client, workspaceId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });

export const abTestsQuery = (client: AppSupabaseClient, workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: abTestKeys.list(workspaceId),
    queryFn: ({ pageParam }) => listAbTests(client, workspaceId, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextPage,
  });
