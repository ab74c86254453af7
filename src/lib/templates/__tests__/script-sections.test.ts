import { describe, expect, test } from 'vitest';
import { splitScriptIntoSections } from '../script-sections';

describe('splitScriptIntoSections', () => {
  test('a script without headings is one section, "Script"', () => {
    expect(splitScriptIntoSections('  Just one idea.\nAnd a second line.\n')).toEqual([
      { title: 'Script', body: 'Just one idea.\nAnd a second line.' },
    ]);
  });

  test('markdown headings start sections; text before the first is "Intro"', () => {
    const script = 'Welcome back.\n\n# Hook\nStill doing this by hand?\n\n## Call to action\nStart today.';
    expect(splitScriptIntoSections(script)).toEqual([
      { title: 'Intro', body: 'Welcome back.' },
      { title: 'Hook', body: 'Still doing this by hand?' },
      { title: 'Call to action', body: 'Start today.' },
    ]);
  });

  test('bracketed lines and ALL-CAPS lines ending with ":" are headings', () => {
    const script = '[Hook]\nLook at this.\nHOOK 2 (0-3S):\nAnd this.\r\nCALL TO ACTION:\r\nSubscribe.';
    expect(splitScriptIntoSections(script)).toEqual([
      { title: 'Hook', body: 'Look at this.' },
      { title: 'HOOK 2 (0-3S)', body: 'And this.' },
      { title: 'CALL TO ACTION', body: 'Subscribe.' },
    ]);
  });

  test('ordinary lines stay in the body: mixed case with a colon, numbers, a colon mid-line', () => {
    const script = '# Proof\nHere is why:\n2024:\nNOTE: keep it short\n[not a heading] at all';
    expect(splitScriptIntoSections(script)).toEqual([
      { title: 'Proof', body: 'Here is why:\n2024:\nNOTE: keep it short\n[not a heading] at all' },
    ]);
  });

  test('an empty intro is left out and a heading without words keeps an empty body', () => {
    expect(splitScriptIntoSections('\n\n# Hook\n# Problem\nIt hurts.')).toEqual([
      { title: 'Hook', body: '' },
      { title: 'Problem', body: 'It hurts.' },
    ]);
  });

  test('what templateScript writes splits back into the same sections', () => {
    expect(splitScriptIntoSections('HOOK:\nYour team spends 6 hours.\n\nOLD WAY:\nSpreadsheets.')).toEqual([
      { title: 'HOOK', body: 'Your team spends 6 hours.' },
      { title: 'OLD WAY', body: 'Spreadsheets.' },
    ]);
  });
});
