import type { ScriptTemplate, TemplateCategory } from '@/data/templates';

/** The templates in the category ('all' for every one) whose words match the search. */
export function filterTemplates(
  templates: readonly ScriptTemplate[],
  category: 'all' | TemplateCategory,
  search: string,
): ScriptTemplate[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category !== 'all' && template.category !== category) return false;
    const haystack = [
      template.name,
      template.description,
      template.category,
      template.industry,
      template.preview,
      ...template.tags,
      ...template.structure.flatMap((section) => [section.name, section.content]),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
