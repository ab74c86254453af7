import type { ComplianceHistoryItem } from '@/data/compliance';
import type { ScriptSummary } from '@/lib/scripts/scripts-api';
import type { ComplianceResult, ComplianceStatus } from '@/services/compliance/types';
import { readStoredCheck } from '@/services/compliance/stored-compliance';

/** A Check History row; `sample` marks the spec's sample rows. */
export type HistoryRow = ComplianceHistoryItem & { sample?: boolean };

/** Sample rows stay in Check History until the workspace has this many real checks. */
export const REAL_CHECKS_WITHOUT_SAMPLES = 3;

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

const newestFirst = (a: ComplianceHistoryItem, b: ComplianceHistoryItem) => b.date.localeCompare(a.date);

/** The workspace's stored checks: one row per script with a compliance result, newest first. */
export function historyFromScripts(scripts: readonly ScriptSummary[]): ComplianceHistoryItem[] {
  return scripts
    .flatMap((script) => {
      const check = readStoredCheck(script.compliance);
      if (!check) return [];
      return [
        {
          id: script.id,
          title: script.title,
          date: new Date(check.checkedAt ?? script.updated_at).toISOString(),
          status: check.status,
          issues: check.errors,
          warnings: check.warnings,
          score: check.score,
        },
      ];
    })
    .sort(newestFirst);
}

/**
 * Check History: this session's unsaved checks and the workspace's stored ones, newest first,
 * then the samples (labelled) while there are fewer than three stored checks.
 */
export function historyRows(
  stored: readonly ComplianceHistoryItem[],
  unsaved: readonly ComplianceHistoryItem[],
  samples: readonly ComplianceHistoryItem[],
): HistoryRow[] {
  const real = [...unsaved, ...stored].sort(newestFirst);
  if (stored.length >= REAL_CHECKS_WITHOUT_SAMPLES) return real;
  return [...real, ...samples.map((item) => ({ ...item, sample: true }))];
}

export type HistoryFilter = 'all' | ComplianceStatus;

export function filterHistory<Item extends ComplianceHistoryItem>(
  items: readonly Item[],
  search: string,
  status: HistoryFilter,
): Item[] {
  const term = search.trim().toLowerCase();
  return items.filter(
    (item) => (status === 'all' || item.status === status) && item.title.toLowerCase().includes(term),
  );
}
