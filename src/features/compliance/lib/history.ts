import type { ComplianceHistoryItem } from '@/data/compliance';
import type { ComplianceResult, ComplianceStatus } from '@/services/compliance/types';

const TITLE_LENGTH = 60;

/** A check's title: the script's first non-blank line, cut to 60 characters. */
export function historyTitle(script: string): string {
  const first =
    script
      .split(/\r\n|\r|\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? 'Untitled script';
  return first.length > TITLE_LENGTH ? `${first.slice(0, TITLE_LENGTH - 1).trimEnd()}…` : first;
}

export function historyItem(
  script: string,
  result: ComplianceResult,
  date: Date,
  id: string,
): ComplianceHistoryItem {
  return {
    id,
    title: historyTitle(script),
    date: date.toISOString(),
    status: result.status,
    issues: result.issues.filter((issue) => issue.type === 'error').length,
    warnings: result.issues.filter((issue) => issue.type === 'warning').length,
    score: result.score,
  };
}

export type HistoryFilter = 'all' | ComplianceStatus;

export function filterHistory(
  items: readonly ComplianceHistoryItem[],
  search: string,
  status: HistoryFilter,
): ComplianceHistoryItem[] {
  const term = search.trim().toLowerCase();
  return items.filter(
    (item) => (status === 'all' || item.status === status) && item.title.toLowerCase().includes(term),
  );
}
