import { FileDown } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { SCRIPT_TEMPLATES, TEMPLATE_CATEGORIES, type TemplateCategory } from '@/data/templates';
import { cn } from '@/lib/cn';
import { trackEvent } from '@/services/tracking/track-event';
import { TemplateCard } from '../components/template-card';
import { TemplateDetail } from '../components/template-detail';
import { downloadTemplates } from '../lib/export-templates';
import { filterTemplates } from '../lib/filter-templates';
import { templateScript } from '../lib/template-script';

/** Templates & Swipes: proven script structures to search, filter and open in the Video Creator. */
export function TemplatesScreen() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<'all' | TemplateCategory>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const detail = useRef<HTMLDivElement>(null);

  const visible = filterTemplates(SCRIPT_TEMPLATES, category, search);
  const selected = SCRIPT_TEMPLATES.find((template) => template.id === selectedId) ?? null;

  const select = (id: string) => {
    setSelectedId(id);
    // On a phone the panel sits below the list: bring it into view.
    requestAnimationFrame(() => detail.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }));
  };

  const openInVideoCreator = () => {
    if (!selected) return;
    trackEvent('template_used', { templateId: selected.id, name: selected.name });
    toast.success(`“${selected.name}” is in your script`);
    navigate('/dashboard/video-creator', { state: { script: templateScript(selected) } });
  };

  const exportAll = () => {
    downloadTemplates(SCRIPT_TEMPLATES);
    toast.success(`Exported ${SCRIPT_TEMPLATES.length} templates`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Templates &amp; Swipes
          </h1>
          <p className="text-slate-600">
            Proven script structures. Pick one and make it yours in the Video Creator.
          </p>
        </div>
        <Button variant="secondary" onClick={exportAll}>
          <FileDown className="size-4" aria-hidden />
          Export All
        </Button>
      </div>

      <div className="space-y-4">
        <Field id="template-search" label="Search templates" labelClassName="sr-only" className="max-w-xl">
          {(control) => (
            <SearchInput
              {...control}
              value={search}
              placeholder="Search templates..."
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
          {TEMPLATE_CATEGORIES.map((item) => {
            const active = item.id === category;
            return (
              <button
                key={item.id}
                type="button"
                aria-pressed={active}
                onClick={() => setCategory(item.id)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  active
                    ? 'bg-brand-600 text-white'
                    : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {item.label}
                <span
                  className={cn(
                    'rounded-full px-1.5 text-xs tabular-nums',
                    active ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700',
                  )}
                >
                  {item.count}
                </span>
              </button>
            );
          })}
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="template-results" className="min-w-0">
          <h2 id="template-results" className="mb-3 text-sm text-slate-600" aria-live="polite">
            Showing {visible.length} {visible.length === 1 ? 'template' : 'templates'}
          </h2>
          {visible.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              No templates match your search. Try another word or category.
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2">
              {visible.map((template) => (
                <li key={template.id}>
                  <TemplateCard
                    template={template}
                    selected={template.id === selectedId}
                    onSelect={() => select(template.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
        <div ref={detail} className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          {selected ? (
            <TemplateDetail
              template={selected}
              onUse={openInVideoCreator}
              onClose={() => setSelectedId(null)}
            />
          ) : (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              Select a template to see its full structure.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
