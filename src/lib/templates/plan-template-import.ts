import type { WorkspaceTemplateInput } from '../schemas/template-file';

/** How the database compares names (its one-name index is on lower(btrim(name))), spaces inside folded too. */
export function templateNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export interface TemplateImportPlan {
  toImport: WorkspaceTemplateInput[];
  /** Templates already here: a workspace template or a built-in of that name, or an earlier one in the file. */
  skipped: WorkspaceTemplateInput[];
}

/** Which of a file's templates to add, given the names already taken. */
export function planTemplateImport(
  templates: readonly WorkspaceTemplateInput[],
  takenNames: Iterable<string>,
): TemplateImportPlan {
  const taken = new Set([...takenNames].map(templateNameKey));
  const plan: TemplateImportPlan = { toImport: [], skipped: [] };
  for (const template of templates) {
    const key = templateNameKey(template.name);
    if (taken.has(key)) {
      plan.skipped.push(template);
    } else {
      taken.add(key);
      plan.toImport.push(template);
    }
  }
  return plan;
}

const templatesCount = (count: number) => `${count} ${count === 1 ? 'template' : 'templates'}`;

/** "Imported 3 templates (2 skipped: already here)". */
export function importSummary(imported: number, skipped: number): string {
  return `Imported ${templatesCount(imported)}${skipped > 0 ? ` (${skipped} skipped: already here)` : ''}`;
}
