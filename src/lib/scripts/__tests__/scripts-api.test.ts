import { describe, expect, test } from 'vitest';
import { isNetworkFailure, ScriptError, scriptErrorMessage } from '../scripts-api';

describe('scriptErrorMessage', () => {
  test("the database's refusals become our words, never SQL text", () => {
    expect(scriptErrorMessage({ code: '42501', message: 'You cannot add scripts to this workspace' })).toBe(
      "Viewers can't change scripts in this workspace",
    );
    expect(scriptErrorMessage({ code: '42501', message: 'You cannot edit this script' })).toBe(
      "You can't change this script: members change only the scripts they wrote",
    );
    expect(scriptErrorMessage({ code: '22023', message: 'A script can be at most 200,000 characters' })).toBe(
      'This script is too long (200,000 characters at most)',
    );
    expect(
      scriptErrorMessage({
        code: '23514',
        message: 'new row violates check constraint "scripts_body_check"',
      }),
    ).toBe('This script is too long (200,000 characters at most)');
    expect(
      scriptErrorMessage({ code: '22023', message: 'A script title can be at most 200 characters' }),
    ).toBe('A title can be at most 200 characters');
    expect(scriptErrorMessage({ code: '22023', message: 'A script needs a title' })).toBe(
      'A script needs a title',
    );
    expect(scriptErrorMessage({ code: 'P0002', message: 'This script does not exist' })).toBe(
      'This script could not be opened',
    );
    expect(scriptErrorMessage(new ScriptError('Said already'))).toBe('Said already');
  });

  test('only a request that got no answer counts as a network failure', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure({ message: 'TypeError: NetworkError when attempting to fetch resource.' })).toBe(
      true,
    );
    expect(isNetworkFailure(new ScriptError('This script is too long (200,000 characters at most)'))).toBe(
      false,
    );
    expect(isNetworkFailure({ code: '42501', message: 'You cannot edit this script' })).toBe(false);
  });
});
