import { FolderOpen, Loader2, Pencil, Save, CopyPlus } from 'lucide-react';
import { useState } from 'react';
import { NameDialog } from '@/components/name-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AppSupabaseClient } from '@/lib/supabase';
import { ThumbnailNameInput } from '@/lib/thumbnails/thumbnail-limits';
import type { useThumbnailDesign } from '../lib/use-thumbnail-design';
import { OpenDesignDialog } from './open-design-dialog';

type Design = ReturnType<typeof useThumbnailDesign>;

type Dialog = { kind: 'save' | 'save-as-new' | 'rename' | 'open' } | { kind: 'discard'; id: string };

/**
 * Open, Save, Save as new and Rename. The first Save asks for a name; later ones save over the
 * same design. Opening over unsaved changes asks first. Viewers get Open only.
 */
export function DesignFileActions({ client, design }: { client: AppSupabaseClient; design: Design }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const { current, workspaceId, canSave, saving } = design;
  const close = () => setDialog(null);

  const onSave = () =>
    current ? void design.save(current.name).catch(() => undefined) : setDialog({ kind: 'save' });
  const onChoose = (id: string) => {
    if (design.dirty) return setDialog({ kind: 'discard', id });
    close();
    void design.open(id);
  };

  return (
    <>
      <Button variant="secondary" disabled={!workspaceId} onClick={() => setDialog({ kind: 'open' })}>
        <FolderOpen className="size-4" aria-hidden />
        Open
      </Button>
      {canSave && (
        <>
          <Button variant="secondary" disabled={saving} onClick={onSave}>
            {saving ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Save className="size-4" aria-hidden />
            )}
            Save
          </Button>
          {current && (
            <>
              <Button
                variant="secondary"
                disabled={saving}
                onClick={() => setDialog({ kind: 'save-as-new' })}
              >
                <CopyPlus className="size-4" aria-hidden />
                Save as new
              </Button>
              <Button variant="ghost" disabled={saving} onClick={() => setDialog({ kind: 'rename' })}>
                <Pencil className="size-4" aria-hidden />
                Rename
              </Button>
            </>
          )}
        </>
      )}

      {dialog?.kind === 'save' && (
        <NameDialog
          schema={ThumbnailNameInput}
          title="Save thumbnail"
          submitLabel="Save"
          defaultName=""
          onSubmit={(name) => design.save(name)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'save-as-new' && current && (
        <NameDialog
          schema={ThumbnailNameInput}
          title="Save as a new thumbnail"
          submitLabel="Save as new"
          defaultName={`${current.name} (copy)`.slice(0, 120)}
          onSubmit={(name) => design.save(name, true)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && current && (
        <NameDialog
          schema={ThumbnailNameInput}
          title="Rename thumbnail"
          submitLabel="Rename"
          defaultName={current.name}
          onSubmit={(name) => design.rename(name)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'open' && workspaceId && (
        <OpenDesignDialog
          client={client}
          workspaceId={workspaceId}
          currentId={current?.id ?? null}
          onOpen={onChoose}
          onClose={close}
        />
      )}
      {dialog?.kind === 'discard' && (
        <ConfirmDialog
          title="Discard unsaved changes?"
          message="Opening a thumbnail replaces the canvas, and your unsaved changes will be lost."
          confirmLabel="Discard and open"
          destructive
          onCancel={close}
          onConfirm={() => {
            close();
            void design.open(dialog.id);
          }}
        />
      )}
    </>
  );
}
