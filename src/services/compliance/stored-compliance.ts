import type { Json } from '@/lib/database.types';
import type { ScriptComplianceRecord } from '@/lib/scripts/scripts-api';
import { RULE_SET_VERSION } from './rule-set';
import type { ComplianceResult, ComplianceStatus } from './types';

const STATUSES: readonly ComplianceStatus[] = ['passed', 'warning', 'failed'];

/** What a check stores on its script: score, status, issues with their lines, rule-set version. */
export function complianceRecord(result: ComplianceResult, checkedAt: Date): ScriptComplianceRecord {
  return {
    score: result.score,
    status: result.status,
    issues: result.issues,
    rule_set_version: RULE_SET_VERSION,
    checked_at: checkedAt.toISOString(),
  };
}

export interface StoredCheck {
  score: number;
  status: ComplianceStatus;
  errors: number;
  warnings: number;
  /** When the check ran, if it was stored with its date. */
  checkedAt: string | null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A script's stored check, or null when it has none (or one this screen cannot read). */
export function readStoredCheck(compliance: Json | null): StoredCheck | null {
  if (!isObject(compliance)) return null;
  const { score, status, issues, checked_at: checkedAt } = compliance;
  if (typeof score !== 'number' || !STATUSES.includes(status as ComplianceStatus)) return null;
  const list = Array.isArray(issues) ? issues : [];
  const errors = list.filter((issue) => isObject(issue) && issue.type === 'error').length;
  return {
    score,
    status: status as ComplianceStatus,
    errors,
    warnings: list.length - errors,
    checkedAt: typeof checkedAt === 'string' ? checkedAt : null,
  };
}
