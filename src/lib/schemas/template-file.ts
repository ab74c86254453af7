import { z } from 'zod';

/**
 * A workspace template's bounds, the database's own (workspace_templates and
 * template_sections_are_valid in 20261124000700_workspace_thumbnails_and_templates.sql).
 */
export const TEMPLATE_LIMITS = {
  name: 120,
  category: 40,
  description: 500,
  sections: 30,
  sectionTitle: 120,
  sectionBody: 20_000,
} as const;

/** A templates file is read whole into memory before it is checked. */
export const TEMPLATE_FILE_MAX_BYTES = 1024 * 1024;

export const NOT_A_TEMPLATES_FILE = 'This file is not a Creator OS templates file';

/** A string field's message: "is required" when it is missing, "must be text" when it is something else. */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') });

const requiredText = (max: number) =>
  text()
    .trim()
    .min(1, { message: 'is required', abort: true })
    .max(max, `must be at most ${max.toLocaleString('en-US')} characters`);

export const TemplateSectionInput = z.object({
  title: requiredText(TEMPLATE_LIMITS.sectionTitle),
  body: text().max(
    TEMPLATE_LIMITS.sectionBody,
    `must be at most ${TEMPLATE_LIMITS.sectionBody.toLocaleString('en-US')} characters`,
  ),
});
export type TemplateSectionInput = z.output<typeof TemplateSectionInput>;

/** What a workspace template holds: the New template form, Save as template and each imported template. */
export const WorkspaceTemplateInput = z.object({
  name: requiredText(TEMPLATE_LIMITS.name),
  category: requiredText(TEMPLATE_LIMITS.category),
  description: text()
    .trim()
    .max(TEMPLATE_LIMITS.description, `must be at most ${TEMPLATE_LIMITS.description} characters`),
  sections: z
    .array(TemplateSectionInput, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of sections'),
    })
    .min(1, 'must have at least 1 section')
    .max(TEMPLATE_LIMITS.sections, `must have at most ${TEMPLATE_LIMITS.sections} sections`),
});
export type WorkspaceTemplateFormValues = z.input<typeof WorkspaceTemplateInput>;
export type WorkspaceTemplateInput = z.output<typeof WorkspaceTemplateInput>;

/**
 * The Export All document. A built-in template also carries its card's fields (id, rating,
 * structure…), which an import ignores.
 */
export const TemplateFile = z
  .object({
    exportDate: text().min(1, 'is required'),
    count: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must be 0 or more'),
    templates: z.array(WorkspaceTemplateInput, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list of templates'),
    }),
  })
  .refine((file) => file.count === file.templates.length, {
    message: 'does not match the number of templates',
    path: ['count'],
  });
export type TemplateFile = z.output<typeof TemplateFile>;

/** `templates[2].sections[0].title` for a problem's path. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

export type TemplateFileResult = { ok: true; file: TemplateFile } | { ok: false; error: string };

/** Reads a templates file's text: the whole document, or why it is not one (its first problem). */
export function parseTemplateFile(json: string): TemplateFileResult {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { ok: false, error: `${NOT_A_TEMPLATES_FILE}: it is not valid JSON` };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, error: `${NOT_A_TEMPLATES_FILE}: it does not hold a templates document` };
  }
  const parsed = TemplateFile.safeParse(data);
  if (parsed.success) return { ok: true, file: parsed.data };
  const [first] = parsed.error.issues;
  const where = pathText(first.path);
  return { ok: false, error: `${NOT_A_TEMPLATES_FILE}: ${where ? `${where} ` : ''}${first.message}` };
}

/** Reads a chosen file: too large, not a templates file, or the document. */
export async function readTemplateFile(file: Blob): Promise<TemplateFileResult> {
  if (file.size > TEMPLATE_FILE_MAX_BYTES) {
    return { ok: false, error: 'This file is larger than 1 MB, too large for a templates file' };
  }
  return parseTemplateFile(await file.text());
}
