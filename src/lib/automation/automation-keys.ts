// Keys of a workspace's automation lists: invalidating `all(workspaceId)` after a write (or when
// another member changes the table: src/lib/live) reads every page of that list again.

export const workflowKeys = {
  all: (workspaceId: string) => ['workflows', workspaceId] as const,
  list: (workspaceId: string) => [...workflowKeys.all(workspaceId), 'list'] as const,
};

export const scheduledTaskKeys = {
  all: (workspaceId: string) => ['scheduled-tasks', workspaceId] as const,
  list: (workspaceId: string) => [...scheduledTaskKeys.all(workspaceId), 'list'] as const,
};

export const abTestKeys = {
  all: (workspaceId: string) => ['ab-tests', workspaceId] as const,
  list: (workspaceId: string) => [...abTestKeys.all(workspaceId), 'list'] as const,
};
