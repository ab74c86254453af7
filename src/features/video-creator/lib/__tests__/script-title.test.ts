import { describe, expect, test } from 'vitest';
import { scriptTitleFor, UNTITLED_SCRIPT } from '../script-title';

describe('scriptTitleFor', () => {
  test('a typed title wins, trimmed', () => {
    expect(scriptTitleFor('  Launch video  ', 'Hello')).toBe('Launch video');
  });

  test('an empty title becomes the first line of the script, cut to 80 characters', () => {
    expect(scriptTitleFor('', '\n  Welcome to the show!  \nSecond line')).toBe('Welcome to the show!');
    expect(scriptTitleFor('   ', 'x'.repeat(120))).toBe('x'.repeat(80));
  });

  test('with neither, it is "Untitled script"', () => {
    expect(scriptTitleFor('', '')).toBe(UNTITLED_SCRIPT);
    expect(scriptTitleFor(' ', ' \n \n')).toBe('Untitled script');
  });
});
