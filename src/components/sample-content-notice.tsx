import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import type { AppSupabaseClient } from '@/lib/supabase';
import { sampleDataQuery, useRemoveSampleData } from '@/lib/workspaces/sample-data-queries';

/**
 * On the team screens while the workspace still holds the spec's sample content: says what the
 * rows marked Sample are, and gives its owner and admins "Remove sample data" (all of it, every
 * screen, in one step).
 */
export function SampleContentNotice({
  client,
  workspaceId,
  role,
}: {
  client: AppSupabaseClient;
  workspaceId: string | null;
  role: WorkspaceRole | null;
}) {
  const hasSamples = useQuery({
    ...sampleDataQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const remove = useRemoveSampleData(client);
  const [confirming, setConfirming] = useState(false);
  if (workspaceId === null || hasSamples.data !== true) return null;
  const mayRemove = role === 'owner' || role === 'admin';

  const confirm = () =>
    remove.mutate(workspaceId, {
      onSuccess: () => {
        setConfirming(false);
        toast.success('Sample data removed');
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(getErrorMessage(error, 'The sample data could not be removed. Please try again.'));
      },
    });

  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong className="font-semibold">Sample data.</strong> Rows marked Sample show how this screen
          works; they are ordinary rows your team can change.
          {!mayRemove && ' The workspace’s owner or an admin can remove them.'}
        </span>
      </p>
      {mayRemove && (
        <Button variant="secondary" className="shrink-0" onClick={() => setConfirming(true)}>
          Remove sample data
        </Button>
      )}
      {confirming && (
        <ConfirmDialog
          title="Remove sample data?"
          message="Every sample campaign, project, comment, workflow, scheduled task, A/B test and feed entry in this workspace is deleted. Your team’s own work stays."
          confirmLabel="Remove sample data"
          destructive
          busy={remove.isPending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
