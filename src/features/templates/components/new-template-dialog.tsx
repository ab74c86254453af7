import toast from 'react-hot-toast';
import { TEMPLATE_CATEGORY_OPTIONS } from '@/components/templates/template-category-options';
import { TemplateFormDialog } from '@/components/templates/template-form-dialog';
import type { AppSupabaseClient } from '@/lib/supabase';
import { useCreateWorkspaceTemplate } from '@/lib/templates/use-workspace-template-mutations';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';
import type { CategoryChoice } from './category-filter';

/** New template: the form, filed under the category being browsed (the first one under All). */
export function NewTemplateDialog({
  client,
  workspaceId,
  category,
  onCreated,
  onClose,
}: {
  client: AppSupabaseClient;
  workspaceId: string | null;
  category: CategoryChoice;
  onCreated: (template: WorkspaceTemplate) => void;
  onClose: () => void;
}) {
  const create = useCreateWorkspaceTemplate(client, workspaceId);
  return (
    <TemplateFormDialog
      title="New template"
      description="A script structure for everyone in this workspace."
      submitLabel="Create template"
      initialValues={{
        name: '',
        category: category === 'all' ? TEMPLATE_CATEGORY_OPTIONS[0] : category,
        description: '',
        sections: [{ title: '', body: '' }],
      }}
      onSubmit={async (input) => {
        const created = await create.mutateAsync(input);
        toast.success(`Created “${created.name}”`);
        onCreated(created);
      }}
      onClose={onClose}
    />
  );
}
