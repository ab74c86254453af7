import toast from 'react-hot-toast';
import { TEMPLATE_LIMITS } from '@/lib/schemas/template-file';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { splitScriptIntoSections } from '@/lib/templates/script-sections';
import { useCreateWorkspaceTemplate } from '@/lib/templates/use-workspace-template-mutations';
import { TEMPLATE_CATEGORY_OPTIONS } from './template-category-options';
import { TemplateFormDialog } from './template-form-dialog';

/**
 * Save as template: the script cut into named sections at its headings, shown for review, then
 * saved under a Name and Category as a template of the workspace.
 */
export function SaveAsTemplateDialog({
  open,
  onClose,
  workspaceId,
  title,
  body,
  client = supabase,
}: {
  open: boolean;
  onClose: () => void;
  workspaceId: string | null;
  title: string;
  body: string;
  client?: AppSupabaseClient;
}) {
  const create = useCreateWorkspaceTemplate(client, workspaceId);
  if (!open) return null;
  return (
    <TemplateFormDialog
      title="Save as template"
      description="Each heading in the script starts a section. Check them, then name the template."
      submitLabel="Save template"
      initialValues={{
        name: title.trim().slice(0, TEMPLATE_LIMITS.name),
        category: TEMPLATE_CATEGORY_OPTIONS[0],
        description: '',
        sections: splitScriptIntoSections(body),
      }}
      onSubmit={async (input) => {
        await create.mutateAsync(input);
        toast.success(`Saved “${input.name}” as a template`);
      }}
      onClose={onClose}
    />
  );
}
