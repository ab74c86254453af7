import { TEMPLATE_CATEGORIES } from '@/data/templates';

/** The categories a template can be filed under (the filter's, without All). */
export const TEMPLATE_CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.flatMap((category) =>
  category.id === 'all' ? [] : [category.id],
);
