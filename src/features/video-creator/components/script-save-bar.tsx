import { FolderOpen, LayoutTemplate, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import type { ScriptDocumentApi, ScriptSaveStatus } from '../lib/use-script-document';
import type { ScriptToVideoFormApi } from '../lib/script-to-video-form';

function statusText(status: ScriptSaveStatus): string {
  switch (status.kind) {
    case 'idle':
      return '';
    case 'unsaved':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'Saved';
    case 'offline':
      return "Offline: your changes will be saved when you're back online";
    case 'failed':
      return `Not saved: ${status.reason}`;
  }
}

/** The script's title, whether it is saved, and Save script / Open script. */
export function ScriptSaveBar({
  form,
  document,
  onOpen,
  onSaveAsTemplate,
}: {
  form: ScriptToVideoFormApi;
  document: ScriptDocumentApi;
  onOpen: () => void;
  /** Opens Save as template (the script's headings become a workspace template's sections). */
  onSaveAsTemplate: () => void;
}) {
  const { status, ready, canEdit } = document;
  return (
    <div className="mb-4 space-y-2">
      <div className="space-y-3">
        <Field id="script-title" label="Title" className="min-w-0 flex-1">
          {(control) => (
            <Input
              {...control}
              {...form.register('title')}
              disabled={!ready || !canEdit}
              placeholder="Untitled script"
              autoComplete="off"
            />
          )}
        </Field>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button
              variant="secondary"
              className="px-3"
              onClick={document.saveNow}
              disabled={!ready || status.kind === 'saving' || status.kind === 'offline'}
            >
              <Save className="size-4" aria-hidden />
              Save script
            </Button>
          )}
          <Button variant="secondary" className="px-3" onClick={onOpen} disabled={!ready}>
            <FolderOpen className="size-4" aria-hidden />
            Open script
          </Button>
          {canEdit && (
            <Button variant="ghost" className="px-3" onClick={onSaveAsTemplate} disabled={!ready}>
              <LayoutTemplate className="size-4" aria-hidden />
              Save as template
            </Button>
          )}
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        data-testid="script-save-status"
        className={cn(
          'min-h-5 text-sm',
          status.kind === 'failed'
            ? 'text-red-700'
            : status.kind === 'offline'
              ? 'text-amber-800'
              : 'text-slate-600',
        )}
      >
        {statusText(status)}
      </p>
      {document.notice && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {document.notice}
        </p>
      )}
    </div>
  );
}
