/** The compliance checker's results and guideline categories (docs/product-rules.md#compliance-checker). */

export type Severity = 'high' | 'medium';
export type IssueType = 'error' | 'warning';
export type ComplianceStatus = 'passed' | 'warning' | 'failed';

export type CategoryId = 'claims' | 'misleading' | 'financial' | 'targeting';

export interface GuidelineCategory {
  id: CategoryId;
  category: string;
  severity: Severity;
  description: string;
}

export interface ComplianceIssue {
  ruleId: string;
  type: IssueType;
  category: string;
  message: string;
  suggestion: string;
  /** 1-based line of the script where the rule matched. */
  line: number;
}

export interface ComplianceResult {
  score: number;
  status: ComplianceStatus;
  issues: ComplianceIssue[];
  /** What to do about the issues, one entry per broken rule. */
  suggestions: string[];
}
