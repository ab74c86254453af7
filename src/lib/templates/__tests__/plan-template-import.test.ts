import { describe, expect, test } from 'vitest';
import { importSummary, planTemplateImport } from '../plan-template-import';

const template = (name: string) => ({
  name,
  category: 'SaaS',
  description: '',
  sections: [{ title: 'Hook', body: '' }],
});

describe('planTemplateImport', () => {
  test('skips names already taken, whatever their case and spaces, and repeats within the file', () => {
    const plan = planTemplateImport(
      [
        template('Launch'),
        template('  OUR   hook '),
        template('New one'),
        template('new ONE'),
        template('Other'),
      ],
      ['our hook', 'Launch'],
    );
    expect(plan.toImport.map((t) => t.name)).toEqual(['New one', 'Other']);
    expect(plan.skipped.map((t) => t.name)).toEqual(['Launch', '  OUR   hook ', 'new ONE']);
  });

  test('the toast says how many were imported and skipped', () => {
    expect(importSummary(3, 2)).toBe('Imported 3 templates (2 skipped: already here)');
    expect(importSummary(1, 0)).toBe('Imported 1 template');
    expect(importSummary(0, 8)).toBe('Imported 0 templates (8 skipped: already here)');
  });
});
