import { describe, expect, test } from 'vitest';
import { filterValue } from './postgrest-filter-value';

describe('filterValue', () => {
  test('quotes a value so its reserved characters stay part of it', () => {
    expect(filterValue('member:2a,b.(c)')).toBe('"member:2a,b.(c)"');
    expect(filterValue('2026-11-25T03:00:00.123456+00:00')).toBe('"2026-11-25T03:00:00.123456+00:00"');
  });

  test('escapes quotes and backslashes inside it', () => {
    expect(filterValue('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  });
});
