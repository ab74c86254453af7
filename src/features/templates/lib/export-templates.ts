import type { ScriptTemplate } from '@/data/templates';
import { datedFileName, downloadText } from '@/lib/download';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

type ExportedTemplate =
  ScriptTemplate | Pick<WorkspaceTemplate, 'name' | 'category' | 'description' | 'sections'>;

/**
 * A template as the file holds it (src/lib/schemas/template-file.ts): name, category, description
 * and sections; a built-in keeps its card's fields too (id, rating, structure…).
 */
function exported(template: ExportedTemplate) {
  if ('structure' in template) {
    return {
      ...template,
      sections: template.structure.map((section) => ({ title: section.name, body: section.content })),
    };
  }
  const { name, category, description, sections } = template;
  return { name, category, description, sections };
}

/** The templates as a JSON document, with when it was made. */
export function templatesJson(templates: readonly ExportedTemplate[], date = new Date()): string {
  return JSON.stringify(
    { exportDate: date.toISOString(), count: templates.length, templates: templates.map(exported) },
    null,
    2,
  );
}

/** Downloads the templates as a JSON file. */
export function downloadTemplates(templates: readonly ExportedTemplate[], date = new Date()): void {
  downloadText(
    templatesJson(templates, date),
    datedFileName('creator-os-templates', 'json', date),
    'application/json',
  );
}
