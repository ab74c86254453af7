import type { ScriptTemplate } from '@/data/templates';

/** A template's structure as a script: each section's name as a heading, then its words. */
export function templateScript(template: Pick<ScriptTemplate, 'structure'>): string {
  return template.structure
    .map((section) => `${section.name.toUpperCase()}:\n${section.content}`)
    .join('\n\n');
}
