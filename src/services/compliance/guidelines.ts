import { guidelineCategories } from './categories';
import { complianceRules } from './rules';
import type { GuidelineCategory } from './types';

export interface GuidelineRule {
  id: string;
  rule: string;
  examples: readonly string[];
}

export interface Guideline extends GuidelineCategory {
  rules: GuidelineRule[];
}

/** The guidelines as the checker applies them: each category with its own rules. */
export function complianceGuidelines(): Guideline[] {
  return guidelineCategories.map((category) => ({
    ...category,
    rules: complianceRules
      .filter((rule) => rule.categoryId === category.id)
      .map((rule) => ({ id: rule.id, rule: rule.guideline, examples: rule.examples })),
  }));
}
