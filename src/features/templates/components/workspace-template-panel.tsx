import { useState } from 'react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { NameDialog } from '@/components/name-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TEMPLATE_LIMITS, WorkspaceTemplateInput } from '@/lib/schemas/template-file';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  useDeleteWorkspaceTemplate,
  useRenameWorkspaceTemplate,
} from '@/lib/templates/use-workspace-template-mutations';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

import { WorkspaceTemplateDetail } from './workspace-template-detail';

/** A new name for a workspace template: the table's own bounds. */
const RenameTemplateInput = z.object({ name: WorkspaceTemplateInput.shape.name });

/** A workspace template's detail panel with its Rename and Delete (after a confirmation). */
export function WorkspaceTemplatePanel({
  client,
  workspaceId,
  template,
  canChange,
  onUse,
  onClose,
}: {
  client: AppSupabaseClient;
  workspaceId: string | null;
  template: WorkspaceTemplate;
  canChange: boolean;
  onUse: () => void;
  /** Also called once the template is deleted. */
  onClose: () => void;
}) {
  const rename = useRenameWorkspaceTemplate(client, workspaceId);
  const remove = useDeleteWorkspaceTemplate(client, workspaceId);
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);

  return (
    <>
      <WorkspaceTemplateDetail
        template={template}
        canChange={canChange}
        onUse={onUse}
        onRename={() => setDialog('rename')}
        onDelete={() => setDialog('delete')}
        onClose={onClose}
      />
      {dialog === 'rename' && (
        <NameDialog
          title="Rename template"
          submitLabel="Rename"
          defaultName={template.name}
          schema={RenameTemplateInput}
          maxLength={TEMPLATE_LIMITS.name}
          validationPrefix="Name "
          refusalInField="The template could not be renamed"
          onSubmit={async (name) => {
            await rename.mutateAsync({ id: template.id, name });
            toast.success(`Renamed to “${name.trim()}”`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'delete' && (
        <ConfirmDialog
          title="Delete template?"
          message={`“${template.name}” will be removed from this workspace for everyone.`}
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() =>
            remove.mutate(template.id, {
              onSuccess: () => {
                toast.success(`Deleted “${template.name}”`);
                onClose();
              },
              onSettled: () => setDialog(null),
            })
          }
          onCancel={() => setDialog(null)}
        />
      )}
    </>
  );
}
