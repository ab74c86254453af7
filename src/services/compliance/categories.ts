import type { CategoryId, GuidelineCategory, IssueType, Severity } from './types';

/** The four guideline categories and their severity (docs/product-rules.md#compliance-checker). */
export const guidelineCategories: readonly GuidelineCategory[] = [
  {
    id: 'claims',
    category: 'Claims & Promises',
    severity: 'high',
    description: 'What the video promises viewers must be true, and qualified where it cannot be.',
  },
  {
    id: 'misleading',
    category: 'Misleading Content',
    severity: 'high',
    description: 'No invented pressure to buy, and paid relationships disclosed.',
  },
  {
    id: 'financial',
    category: 'Financial & Investment',
    severity: 'medium',
    description: 'Money and earnings claims need context and a disclaimer.',
  },
  {
    id: 'targeting',
    category: 'Age & Targeting',
    severity: 'medium',
    description: 'Offers are never aimed at minors.',
  },
];

export function categoryById(id: CategoryId): GuidelineCategory {
  const found = guidelineCategories.find((category) => category.id === id);
  if (!found) throw new Error(`Unknown guideline category: ${id}`);
  return found;
}

/** A high-severity category's issues are errors; a medium one's are warnings. */
export function issueTypeFor(severity: Severity): IssueType {
  return severity === 'high' ? 'error' : 'warning';
}
