import { describe, expect, test } from 'vitest';
import { parseTemplateFile, readTemplateFile, TEMPLATE_FILE_MAX_BYTES } from './template-file';

const template = (name: string) => ({
  name,
  category: 'SaaS',
  description: 'Open on the problem, end on the offer',
  sections: [
    { title: 'Hook', body: 'Still doing this by hand?' },
    { title: 'Call to action', body: 'Start your free trial today.' },
  ],
});
const fileWith = (templates: unknown[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ exportDate: '2026-11-24T10:00:00.000Z', count: templates.length, templates, ...extra });
const problem = (json: string) => {
  const result = parseTemplateFile(json);
  return result.ok ? 'valid' : result.error;
};

describe('templates file', () => {
  test('a good file is read whole, extra fields of built-in cards ignored and text trimmed', () => {
    const builtIn = {
      ...template('  Built-in  '),
      id: 'x',
      rating: 4.9,
      structure: [{ name: 'Hook', content: '' }],
    };
    const result = parseTemplateFile(fileWith([template('First'), builtIn]));
    expect(result).toEqual({
      ok: true,
      file: {
        exportDate: '2026-11-24T10:00:00.000Z',
        count: 2,
        templates: [template('First'), template('Built-in')],
      },
    });
  });

  test('an empty list and the bounds themselves are allowed', () => {
    expect(problem(fileWith([]))).toBe('valid');
    const atTheBounds = {
      ...template('n'.repeat(120)),
      category: 'c'.repeat(40),
      description: 'd'.repeat(500),
      sections: [
        { title: 't'.repeat(120), body: 'b'.repeat(20_000) },
        ...Array.from({ length: 29 }, () => ({ title: 'Hook', body: '' })),
      ],
    };
    expect(problem(fileWith([atTheBounds]))).toBe('valid');
  });

  test('each kind of bad file says what is wrong with its first problem', () => {
    const sections = (value: unknown) =>
      fileWith([template('A'), template('B'), { ...template('C'), sections: value }]);
    const bad: Record<string, string> = {
      'not JSON': '{"exportDate": ',
      'a list': '[]',
      'a number': '42',
      'no templates': JSON.stringify({ exportDate: 'today', count: 0 }),
      'templates not a list': JSON.stringify({ exportDate: 'today', count: 0, templates: {} }),
      'a count that does not match': fileWith([template('A')], { count: 3 }),
      'no export date': JSON.stringify({ count: 0, templates: [] }),
      'a missing name': fileWith([{ ...template('A'), name: undefined }]),
      'a blank name': fileWith([template('   ')]),
      'a name too long': fileWith([template('n'.repeat(121))]),
      'a category too long': fileWith([{ ...template('A'), category: 'c'.repeat(41) }]),
      'a description too long': fileWith([{ ...template('A'), description: 'd'.repeat(501) }]),
      'no sections': sections([]),
      '31 sections': sections(Array.from({ length: 31 }, () => ({ title: 'Hook', body: '' }))),
      'a section without a title': sections([{ body: 'words' }]),
      'a number for a title': sections([{ title: 7, body: 'words' }]),
      'a title too long': sections([{ title: 't'.repeat(121), body: '' }]),
      'a body too long': sections([{ title: 'Hook', body: 'b'.repeat(20_001) }]),
    };
    const reasons = Object.fromEntries(Object.entries(bad).map(([what, json]) => [what, problem(json)]));
    const not = (why: string) => `This file is not a Creator OS templates file: ${why}`;
    expect(reasons).toEqual({
      'not JSON': not('it is not valid JSON'),
      'a list': not('it does not hold a templates document'),
      'a number': not('it does not hold a templates document'),
      'no templates': not('templates is required'),
      'templates not a list': not('templates must be a list of templates'),
      'a count that does not match': not('count does not match the number of templates'),
      'no export date': not('exportDate is required'),
      'a missing name': not('templates[0].name is required'),
      'a blank name': not('templates[0].name is required'),
      'a name too long': not('templates[0].name must be at most 120 characters'),
      'a category too long': not('templates[0].category must be at most 40 characters'),
      'a description too long': not('templates[0].description must be at most 500 characters'),
      'no sections': not('templates[2].sections must have at least 1 section'),
      '31 sections': not('templates[2].sections must have at most 30 sections'),
      'a section without a title': not('templates[2].sections[0].title is required'),
      'a number for a title': not('templates[2].sections[0].title must be text'),
      'a title too long': not('templates[2].sections[0].title must be at most 120 characters'),
      'a body too long': not('templates[2].sections[0].body must be at most 20,000 characters'),
    });
  });

  test('a file over 1 MB is refused before it is read', async () => {
    const big = new Blob(['x'.repeat(TEMPLATE_FILE_MAX_BYTES + 1)]);
    expect(await readTemplateFile(big)).toEqual({
      ok: false,
      error: 'This file is larger than 1 MB, too large for a templates file',
    });
    expect(await readTemplateFile(new Blob([fileWith([template('A')])]))).toMatchObject({ ok: true });
  });
});
