import { TEMPLATE_CATEGORIES } from '@/data/templates';
import type { WorkspaceTemplate } from '@/lib/templates/workspace-templates-api';

/** The filter's categories with the library's counts plus the workspace's own templates. */
export function categoriesWithCounts(workspaceTemplates: readonly Pick<WorkspaceTemplate, 'category'>[]) {
  return TEMPLATE_CATEGORIES.map((category) => ({
    ...category,
    count:
      category.count +
      (category.id === 'all'
        ? workspaceTemplates.length
        : workspaceTemplates.filter((template) => template.category === category.id).length),
  }));
}
