import type { ScriptTemplate, TemplateSection } from '@/data/templates';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

/** A template on the screen: one of the six built-ins or one of the workspace's own. */
export type ListedTemplate =
  | { source: 'built-in'; key: string; name: string; category: string; template: ScriptTemplate }
  | { source: 'workspace'; key: string; name: string; category: string; template: WorkspaceTemplate };

export const listedBuiltIn = (template: ScriptTemplate): ListedTemplate => ({
  source: 'built-in',
  key: `built-in:${template.id}`,
  name: template.name,
  category: template.category,
  template,
});

export const listedWorkspaceTemplate = (template: WorkspaceTemplate): ListedTemplate => ({
  source: 'workspace',
  key: `workspace:${template.id}`,
  name: template.name,
  category: template.category,
  template,
});

/** A template's named sections, the built-ins' shape (what templateScript reads). */
export function structureOf(listed: ListedTemplate): readonly TemplateSection[] {
  return listed.source === 'built-in'
    ? listed.template.structure
    : listed.template.sections.map((section) => ({ name: section.title, content: section.body }));
}

/** Every word a search can match. */
export function searchTextOf(listed: ListedTemplate): string {
  const sections = structureOf(listed).flatMap((section) => [section.name, section.content]);
  const { template } = listed;
  const extra =
    listed.source === 'built-in'
      ? [listed.template.industry, listed.template.preview, ...listed.template.tags]
      : [];
  return [template.name, template.description, template.category, ...extra, ...sections].join(' ');
}
