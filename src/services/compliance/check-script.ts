import { categoryById, issueTypeFor } from './categories';
import { complianceRules, type ComplianceRule } from './rules';
import { complianceScore, complianceStatus } from './score';
import type { ComplianceIssue, ComplianceResult } from './types';

const NO_ISSUES_ADVICE =
  'No issues found: keep qualifying claims and disclosing sponsorships in future scripts.';

function issuesForRule(rule: ComplianceRule, lines: readonly string[], script: string): ComplianceIssue[] {
  if (rule.scriptQualifier?.test(script)) return [];
  const category = categoryById(rule.categoryId);
  const issues: ComplianceIssue[] = [];
  lines.forEach((text, index) => {
    const match = rule.trigger.exec(text);
    if (!match) return;
    if (rule.context && !rule.context.test(text)) return;
    if (rule.lineQualifier?.test(text)) return;
    issues.push({
      ruleId: rule.id,
      type: issueTypeFor(category.severity),
      category: category.category,
      message: rule.message(match[0].trim()),
      suggestion: rule.suggestion,
      line: index + 1,
    });
  });
  return issues;
}

/** Checks a script against every guideline rule: one issue per rule per line where it matched. */
export function checkScript(
  script: string,
  rules: readonly ComplianceRule[] = complianceRules,
): ComplianceResult {
  const lines = script.split(/\r\n|\r|\n/);
  const issues = rules
    .flatMap((rule) => issuesForRule(rule, lines, script))
    .sort((a, b) => a.line - b.line || (a.type === b.type ? 0 : a.type === 'error' ? -1 : 1));
  const errors = issues.filter((issue) => issue.type === 'error').length;
  const score = complianceScore(issues);
  const broken = new Set(issues.map((issue) => issue.ruleId));
  const suggestions = rules.filter((rule) => broken.has(rule.id)).map((rule) => rule.recommendation);
  return {
    score,
    status: complianceStatus(score, errors),
    issues,
    suggestions: suggestions.length > 0 ? suggestions : [NO_ISSUES_ADVICE],
  };
}
