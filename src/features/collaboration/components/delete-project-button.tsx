import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteProject } from '@/lib/projects/project-queries';
import type { Project } from '@/lib/projects/projects-api';
import type { AppSupabaseClient } from '@/lib/supabase';

/** Delete project, after a confirmation; the project goes with its comments. */
export function DeleteProjectButton({
  client,
  project,
  onDeleted,
}: {
  client: AppSupabaseClient;
  project: Pick<Project, 'id' | 'name' | 'workspaceId'>;
  onDeleted: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProject(client, project.workspaceId);
  return (
    <>
      <Button variant="ghost" className="text-sm" onClick={() => setConfirming(true)}>
        <Trash2 className="size-4" aria-hidden /> Delete project
      </Button>
      {confirming && (
        <ConfirmDialog
          title={`Delete “${project.name}”?`}
          message="The project and its comments are removed for everyone in the workspace."
          confirmLabel="Delete project"
          destructive
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(project.id, {
              onSuccess: () => {
                toast.success(`Deleted “${project.name}”`);
                setConfirming(false);
                onDeleted();
              },
            })
          }
        />
      )}
    </>
  );
}
