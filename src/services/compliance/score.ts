import type { ComplianceIssue, ComplianceStatus } from './types';

/**
 * The score: 100, minus 15 for every error and 5 for every warning, never below 0.
 * The status: failed when there is any error or the score is below 70; passed when there is no
 * error and the score is 90 or more; warning otherwise (no errors, score 70 to 89).
 */
export const ERROR_PENALTY = 15;
export const WARNING_PENALTY = 5;
export const PASS_SCORE = 90;
export const FAIL_BELOW = 70;

export function complianceScore(issues: readonly Pick<ComplianceIssue, 'type'>[]): number {
  const penalty = issues.reduce(
    (sum, issue) => sum + (issue.type === 'error' ? ERROR_PENALTY : WARNING_PENALTY),
    0,
  );
  return Math.max(0, 100 - penalty);
}

export function complianceStatus(score: number, errorCount: number): ComplianceStatus {
  if (errorCount > 0 || score < FAIL_BELOW) return 'failed';
  if (score >= PASS_SCORE) return 'passed';
  return 'warning';
}
