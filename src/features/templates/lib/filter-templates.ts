import type { TemplateCategory } from '@/data/templates';
import { searchTextOf, type ListedTemplate } from './listed-template';

/** The templates in the category ('all' for every one) whose words match the search. */
export function filterTemplates(
  templates: readonly ListedTemplate[],
  category: 'all' | TemplateCategory,
  search: string,
): ListedTemplate[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return templates.filter((template) => {
    if (category !== 'all' && template.category !== category) return false;
    const haystack = searchTextOf(template).toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
