import { downloadText } from '@/lib/download';
import type { ScriptTemplate } from '@/data/templates';

/** YYYY-MM-DD in the user's time zone. */
function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export const templatesFileName = (date = new Date()) => `creator-os-templates-${localDate(date)}.json`;

/** The templates as a JSON document, with when it was made. */
export function templatesJson(templates: readonly ScriptTemplate[], date = new Date()): string {
  return JSON.stringify({ exportDate: date.toISOString(), count: templates.length, templates }, null, 2);
}

/** Downloads the templates as a JSON file. */
export function downloadTemplates(templates: readonly ScriptTemplate[], date = new Date()): void {
  downloadText(templatesJson(templates, date), templatesFileName(date), 'application/json');
}
