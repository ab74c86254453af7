import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TemplateFile, WorkspaceTemplateInput } from '../schemas/template-file';
import type { AppSupabaseClient } from '../supabase';
import { planTemplateImport } from './plan-template-import';
import { workspaceTemplateKeys } from './workspace-template-queries';
import {
  createWorkspaceTemplate,
  deleteWorkspaceTemplate,
  importWorkspaceTemplates,
  listWorkspaceTemplates,
  updateWorkspaceTemplate,
} from './workspace-templates-api';

/** Refreshes the workspace's templates after any write, whether it went through or not. */
function useInvalidateTemplates(workspaceId: string | null) {
  const queryClient = useQueryClient();
  return () =>
    workspaceId === null
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: workspaceTemplateKeys.all(workspaceId) });
}

function requireWorkspace(workspaceId: string | null): string {
  if (workspaceId === null) throw new Error('Choose a workspace first');
  return workspaceId;
}

/** New template (the form, Save as template); the form shows a failure itself. */
export function useCreateWorkspaceTemplate(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateTemplates(workspaceId);
  return useMutation({
    mutationFn: (input: WorkspaceTemplateInput) =>
      createWorkspaceTemplate(client, requireWorkspace(workspaceId), input),
    onSettled: invalidate,
  });
}

export function useRenameWorkspaceTemplate(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateTemplates(workspaceId);
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => updateWorkspaceTemplate(client, id, { name }),
    onSettled: invalidate,
  });
}

export function useDeleteWorkspaceTemplate(client: AppSupabaseClient, workspaceId: string | null) {
  const invalidate = useInvalidateTemplates(workspaceId);
  return useMutation({
    mutationFn: (id: string) => deleteWorkspaceTemplate(client, id),
    onSettled: invalidate,
    meta: { errorToast: 'Could not delete the template' },
  });
}

/**
 * Adds a file's templates whose names are free (checked against the workspace as it is now and
 * against `builtInNames`): all of them in one write, or none.
 */
export function useImportWorkspaceTemplates(
  client: AppSupabaseClient,
  workspaceId: string | null,
  builtInNames: readonly string[],
) {
  const invalidate = useInvalidateTemplates(workspaceId);
  return useMutation({
    mutationFn: async (file: TemplateFile) => {
      const target = requireWorkspace(workspaceId);
      const existing = await listWorkspaceTemplates(client, target);
      const plan = planTemplateImport(file.templates, [
        ...builtInNames,
        ...existing.map((template) => template.name),
      ]);
      const imported = await importWorkspaceTemplates(client, target, plan.toImport);
      return { imported: imported.length, skipped: plan.skipped.length };
    },
    onSettled: invalidate,
    meta: { errorToast: 'Could not import the templates' },
  });
}
