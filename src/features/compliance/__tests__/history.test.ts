import { describe, expect, test } from 'vitest';
import type { ComplianceHistoryItem } from '@/data/compliance';
import type { ScriptSummary } from '@/lib/scripts/scripts-api';
import { RULE_SET_VERSION } from '@/services/compliance/rule-set';
import { checkScript } from '@/services/compliance/check-script';
import { filterHistory, historyFromScripts, historyRows } from '../lib/history';
import { complianceRecord, readStoredCheck } from '@/services/compliance/stored-compliance';

const script = (id: string, overrides: Partial<ScriptSummary> = {}): ScriptSummary => ({
  id,
  workspace_id: 'w1',
  title: `Script ${id}`,
  status: 'draft',
  tags: [],
  updated_at: '2026-11-01T10:00:00Z',
  author_id: 'u1',
  version: 1,
  compliance: null,
  ...overrides,
});

const checked = (id: string, text: string, at: string) =>
  script(id, {
    compliance: { ...complianceRecord(checkScript(text), new Date(at)) } as ScriptSummary['compliance'],
  });

const sample = (id: string): ComplianceHistoryItem => ({
  id,
  title: `Sample ${id}`,
  date: '2026-10-01T00:00:00Z',
  status: 'passed',
  issues: 0,
  warnings: 0,
  score: 100,
});

describe('stored checks', () => {
  test('a record keeps score, status, issues with lines and the rule-set version', () => {
    const record = complianceRecord(checkScript('Intro\nThis is guaranteed to work.'), new Date(0));
    expect(record).toMatchObject({
      rule_set_version: RULE_SET_VERSION,
      checked_at: '1970-01-01T00:00:00.000Z',
    });
    expect(record.issues[0]).toMatchObject({ type: 'error', line: 2 });
    expect(readStoredCheck(record as never)).toMatchObject({ score: record.score, errors: 1 });
  });

  test('anything else in the column is no check', () => {
    expect(readStoredCheck(null)).toBeNull();
    expect(readStoredCheck({ score: 'high', status: 'passed', issues: [] })).toBeNull();
    expect(readStoredCheck({ score: 80, status: 'unknown', issues: [] })).toBeNull();
  });
});

describe('Check History from scripts', () => {
  test('only checked scripts, newest check first, with their counts', () => {
    const rows = historyFromScripts([
      script('never'),
      checked('old', 'All good here.', '2026-11-02T00:00:00Z'),
      script('new', {
        compliance: {
          score: 80,
          status: 'failed',
          issues: [
            { type: 'error', line: 1 },
            { type: 'warning', line: 2 },
          ],
          rule_set_version: RULE_SET_VERSION,
          checked_at: '2026-11-03T00:00:00Z',
        },
      }),
    ]);
    expect(rows.map((row) => row.id)).toEqual(['new', 'old']);
    expect(rows[0]).toMatchObject({
      title: 'Script new',
      status: 'failed',
      issues: 1,
      warnings: 1,
      score: 80,
    });
    expect(rows[1]).toMatchObject({ status: 'passed', issues: 0, warnings: 0, score: 100 });
  });

  test('a check stored without its date shows the script’s last change', () => {
    const rows = historyFromScripts([
      script('s', { compliance: { score: 90, status: 'passed', issues: [], rule_set_version: 'x' } }),
    ]);
    expect(rows[0].date).toBe('2026-11-01T10:00:00.000Z');
  });

  test('samples, labelled, while fewer than three real checks; none from the third', () => {
    const samples = [sample('h1'), sample('h2')];
    const two = historyFromScripts([
      checked('a', 'Hi', '2026-11-02T00:00:00Z'),
      checked('b', 'Hi', '2026-11-03T00:00:00Z'),
    ]);
    const rows = historyRows(two, [], samples);
    expect(rows.map((row) => [row.id, row.sample ?? false])).toEqual([
      ['b', false],
      ['a', false],
      ['h1', true],
      ['h2', true],
    ]);
    const three = [...two, ...historyFromScripts([checked('c', 'Hi', '2026-11-04T00:00:00Z')])];
    expect(historyRows(three, [], samples).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });

  test('this session’s unsaved checks sit among the stored ones by date; filters cover samples too', () => {
    const stored = historyFromScripts([checked('a', 'Hi', '2026-11-02T00:00:00Z')]);
    const unsaved = [{ ...sample('session'), title: 'Pasted', date: '2026-11-05T00:00:00Z' }];
    const rows = historyRows(stored, unsaved, [sample('h1')]);
    expect(rows.map((row) => row.id)).toEqual(['session', 'a', 'h1']);
    expect(filterHistory(rows, 'sample', 'passed').map((row) => row.id)).toEqual(['h1']);
  });
});
