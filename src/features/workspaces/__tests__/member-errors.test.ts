import { describe, expect, test } from 'vitest';
import { memberErrorMessage, NOT_ALLOWED_MESSAGE } from '../lib/member-errors';

describe('memberErrorMessage', () => {
  test('a permission refusal says who may manage members', () => {
    expect(
      memberErrorMessage({ code: '42501', message: 'permission denied for table workspace_members' }),
    ).toBe(NOT_ALLOWED_MESSAGE);
    expect(NOT_ALLOWED_MESSAGE).toBe('Only owners and admins can manage members.');
  });

  test('the database guards keep their own plain words', () => {
    expect(
      memberErrorMessage({ code: '42501', message: 'You cannot change your own role in a workspace' }),
    ).toBe('You cannot change your own role in a workspace.');
    expect(
      memberErrorMessage({ code: '42501', message: 'The owner cannot be removed from the workspace' }),
    ).toBe('The owner cannot be removed from the workspace.');
  });

  test('a network failure and anything else are readable', () => {
    expect(memberErrorMessage(new TypeError('Failed to fetch'))).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(memberErrorMessage(new Error('Boom'))).toBe('Boom');
    expect(memberErrorMessage(null)).toBe('An unexpected error occurred');
  });
});
