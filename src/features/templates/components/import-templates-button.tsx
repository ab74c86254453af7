import { FileUp } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { SCRIPT_TEMPLATES } from '@/data/templates';
import { withFailureReported } from '@/lib/report-failure';
import { readTemplateFile } from '@/lib/schemas/template-file';
import type { AppSupabaseClient } from '@/lib/supabase';
import { importSummary } from '@/lib/templates/plan-template-import';
import { useImportWorkspaceTemplates } from '@/lib/templates/use-workspace-template-mutations';

const BUILT_IN_NAMES = SCRIPT_TEMPLATES.map((template) => template.name);

/**
 * Import: reads a chosen templates file whole and adds its templates to the workspace, skipping
 * those already here (a built-in's name included); a malformed file writes nothing.
 */
export function ImportTemplatesButton({
  client,
  workspaceId,
}: {
  client: AppSupabaseClient;
  workspaceId: string | null;
}) {
  const importTemplates = useImportWorkspaceTemplates(client, workspaceId, BUILT_IN_NAMES);
  const fileInput = useRef<HTMLInputElement>(null);

  const importChosenFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again reads it again.
    event.target.value = '';
    if (!file) return;
    const read = await readTemplateFile(file);
    if (!read.ok) {
      toast.error(read.error);
      return;
    }
    importTemplates.mutate(read.file, {
      onSuccess: ({ imported, skipped }) => toast.success(importSummary(imported, skipped)),
    });
  };

  return (
    <>
      <Button
        variant="secondary"
        disabled={workspaceId === null || importTemplates.isPending}
        onClick={() => fileInput.current?.click()}
      >
        <FileUp className="size-4" aria-hidden />
        Import
      </Button>
      <input
        ref={fileInput}
        type="file"
        accept="application/json,.json"
        aria-label="Templates file to import"
        className="hidden"
        onChange={withFailureReported(importChosenFile)}
      />
    </>
  );
}
