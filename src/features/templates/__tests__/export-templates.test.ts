import { describe, expect, test } from 'vitest';
import { SCRIPT_TEMPLATES } from '@/data/templates';
import { parseTemplateFile } from '@/lib/schemas/template-file';
import { templatesJson } from '../lib/export-templates';

describe('the Export All file', () => {
  test('is a templates file: built-ins with their sections, then the workspace’s own', () => {
    const own = {
      id: 'ignored',
      name: 'Our launch',
      category: 'SaaS',
      description: '',
      sections: [{ title: 'Hook', body: 'New today.' }],
    };
    const json = templatesJson([...SCRIPT_TEMPLATES, own], new Date('2026-11-24T10:00:00Z'));
    const document = JSON.parse(json);
    expect(document.templates[6]).toEqual({
      name: 'Our launch',
      category: 'SaaS',
      description: '',
      sections: [{ title: 'Hook', body: 'New today.' }],
    });
    expect(document.templates[0]).toMatchObject({
      id: SCRIPT_TEMPLATES[0].id,
      structure: SCRIPT_TEMPLATES[0].structure,
    });

    const read = parseTemplateFile(json);
    if (!read.ok) throw new Error(read.error);
    expect(read.file.count).toBe(7);
    expect(read.file.templates[0].sections).toEqual(
      SCRIPT_TEMPLATES[0].structure.map((section) => ({ title: section.name, body: section.content })),
    );
  });
});
