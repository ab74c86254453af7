import { useQuery } from '@tanstack/react-query';
import { FileDown, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { SCRIPT_TEMPLATES } from '@/data/templates';
import { useAuth } from '@/lib/auth/auth-context';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { workspaceTemplatesQuery } from '@/lib/templates/workspace-template-queries';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { trackEvent } from '@/services/tracking/track-event';
import { CategoryFilter, type CategoryChoice } from '../components/category-filter';
import { ImportTemplatesButton } from '../components/import-templates-button';
import { NewTemplateDialog } from '../components/new-template-dialog';
import { TemplateCard } from '../components/template-card';
import { TemplateDetail } from '../components/template-detail';
import { WorkspaceTemplateCard } from '../components/workspace-template-card';
import { WorkspaceTemplatePanel } from '../components/workspace-template-panel';
import { categoriesWithCounts } from '../lib/category-counts';
import { downloadTemplates } from '../lib/export-templates';
import { filterTemplates } from '../lib/filter-templates';
import { listedBuiltIn, listedWorkspaceTemplate, structureOf } from '../lib/listed-template';
import { templateScript } from '../lib/template-script';

const NO_WORKSPACE_TEMPLATES: WorkspaceTemplate[] = [];

/**
 * Templates & Swipes: the built-in script structures and the workspace's own, to search, filter,
 * open in the Video Creator, export and import.
 */
export function TemplatesScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const navigate = useNavigate();
  const userId = useAuth().user?.id ?? null;
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const { role, canEdit } = useWorkspaceRole(client, workspaceId);
  const workspaceRead = useQuery({
    ...workspaceTemplatesQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const workspaceTemplates = workspaceRead.data ?? NO_WORKSPACE_TEMPLATES;

  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const detail = useRef<HTMLDivElement>(null);

  const listed = [...workspaceTemplates.map(listedWorkspaceTemplate), ...SCRIPT_TEMPLATES.map(listedBuiltIn)];
  const visible = filterTemplates(listed, category, search);
  const selected = listed.find((template) => template.key === selectedKey) ?? null;
  const categories = categoriesWithCounts(workspaceTemplates);
  const canChange = (template: WorkspaceTemplate) =>
    role === 'owner' || role === 'admin' || (role === 'member' && template.author_id === userId);

  const select = (key: string) => {
    setSelectedKey(key);
    // On a phone the panel sits below the list: bring it into view.
    requestAnimationFrame(() => detail.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }));
  };

  const openInVideoCreator = () => {
    if (!selected) return;
    trackEvent('template_used', { templateId: selected.template.id, name: selected.name });
    toast.success(`“${selected.name}” is in your script`);
    navigate('/dashboard/video-creator', {
      state: { script: templateScript({ structure: structureOf(selected) }) },
    });
  };

  const exportAll = () => {
    const templates = [...SCRIPT_TEMPLATES, ...workspaceTemplates];
    downloadTemplates(templates);
    toast.success(`Exported ${templates.length} templates`);
  };

  const selectedWorkspaceTemplate = selected?.source === 'workspace' ? selected.template : null;

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
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <>
              <Button onClick={() => setCreating(true)}>
                <Plus className="size-4" aria-hidden />
                New template
              </Button>
              <ImportTemplatesButton client={client} workspaceId={workspaceId} />
            </>
          )}
          <Button
            variant="secondary"
            disabled={workspaceId !== null && workspaceRead.isPending}
            onClick={exportAll}
          >
            <FileDown className="size-4" aria-hidden />
            Export All
          </Button>
        </div>
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
        <CategoryFilter categories={categories} value={category} onChange={setCategory} />
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
              {visible.map((item) => (
                <li key={item.key} className="min-w-0">
                  {item.source === 'built-in' ? (
                    <TemplateCard
                      template={item.template}
                      selected={item.key === selectedKey}
                      onSelect={() => select(item.key)}
                    />
                  ) : (
                    <WorkspaceTemplateCard
                      template={item.template}
                      selected={item.key === selectedKey}
                      onSelect={() => select(item.key)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div ref={detail} className="min-w-0 lg:sticky lg:top-6 lg:self-start">
          {selected?.source === 'built-in' && (
            <TemplateDetail
              template={selected.template}
              onUse={openInVideoCreator}
              onClose={() => setSelectedKey(null)}
            />
          )}
          {selectedWorkspaceTemplate && (
            <WorkspaceTemplatePanel
              client={client}
              workspaceId={workspaceId}
              template={selectedWorkspaceTemplate}
              canChange={canChange(selectedWorkspaceTemplate)}
              onUse={openInVideoCreator}
              onClose={() => setSelectedKey(null)}
            />
          )}
          {!selected && (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              Select a template to see its full structure.
            </p>
          )}
        </div>
      </div>

      {creating && (
        <NewTemplateDialog
          client={client}
          workspaceId={workspaceId}
          category={category}
          onCreated={(created) => setSelectedKey(listedWorkspaceTemplate(created).key)}
          onClose={() => setCreating(false)}
        />
      )}
    </div>
  );
}
