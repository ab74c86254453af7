import { datedFileName, downloadText } from '@/lib/download';
import type { ScriptTemplate } from '@/data/templates';

/** The templates as a JSON document, with when it was made. */
export function templatesJson(templates: readonly ScriptTemplate[], date = new Date()): string {
  return JSON.stringify({ exportDate: date.toISOString(), count: templates.length, templates }, null, 2);
}

/** Downloads the templates as a JSON file. */
export function downloadTemplates(templates: readonly ScriptTemplate[], date = new Date()): void {
  downloadText(
    templatesJson(templates, date),
    datedFileName('creator-os-templates', 'json', date),
    'application/json',
  );
}
