import { ListOrdered } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

/** One of the workspace's own templates in the list; choosing it opens its detail panel. */
export function WorkspaceTemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: WorkspaceTemplate;
  selected: boolean;
  onSelect: () => void;
}) {
  const opening = template.sections.find((section) => section.body.trim() !== '')?.body.trim();
  const count = template.sections.length;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-2xl border bg-white p-5 text-left shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        selected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200 hover:border-brand-400',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="max-w-full truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {template.category}
        </span>
        <Badge variant="success">Workspace</Badge>
      </span>
      <span className="block min-w-0">
        <span
          data-testid="template-name"
          className="block text-base font-semibold break-words text-slate-900"
        >
          {template.name}
        </span>
        {template.description && (
          <span className="mt-1 block text-sm break-words text-slate-600">{template.description}</span>
        )}
      </span>
      {opening && (
        <span className="line-clamp-2 block rounded-lg bg-slate-50 px-3 py-2 text-sm break-words text-slate-700 italic">
          “{opening}”
        </span>
      )}
      <span className="mt-auto flex items-center gap-1 text-xs text-slate-600">
        <ListOrdered className="size-3.5" aria-hidden />
        {count} {count === 1 ? 'section' : 'sections'}
      </span>
    </button>
  );
}
