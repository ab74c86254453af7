import { Clapperboard, Pencil, Trash2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

/** A workspace template's structure, Use This Template and, when the role allows, Rename and Delete. */
export function WorkspaceTemplateDetail({
  template,
  canChange,
  onUse,
  onRename,
  onDelete,
  onClose,
}: {
  template: WorkspaceTemplate;
  canChange: boolean;
  onUse: () => void;
  onRename: () => void;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="template-detail-heading">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-700">
            <span className="break-words">{template.category}</span>
            <Badge variant="success">Workspace</Badge>
          </p>
          <h2 id="template-detail-heading" className="mt-1 text-xl font-bold break-words text-slate-900">
            {template.name}
          </h2>
        </div>
        <button
          type="button"
          aria-label="Close template details"
          onClick={onClose}
          className="-mt-1 -mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      {template.description && (
        <p className="mt-2 text-sm break-words text-slate-600">{template.description}</p>
      )}
      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">Structure</h3>
      <ol className="mt-2 space-y-3">
        {template.sections.map((section, index) => (
          <li key={index} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900">{section.title}</p>
              <p className="text-sm break-words whitespace-pre-line text-slate-700">{section.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button className="mt-5 w-full" onClick={onUse}>
        <Clapperboard className="size-4" aria-hidden />
        Use This Template
      </Button>
      {canChange && (
        <div className="mt-2 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onRename}>
            <Pencil className="size-4" aria-hidden />
            Rename
          </Button>
          <Button variant="secondary" onClick={onDelete} className="text-red-700">
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        </div>
      )}
    </Card>
  );
}
