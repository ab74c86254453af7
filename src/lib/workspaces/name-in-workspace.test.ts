import { describe, expect, test } from 'vitest';
import { nameInWorkspace } from './name-in-workspace';
import type { WorkspaceMember } from './workspace-members-api';

const member = (userId: string, first: string | null, email: string | null = null): WorkspaceMember => ({
  user_id: userId,
  first_name: first,
  last_name: null,
  email,
  role: 'member',
  joined_at: '2026-11-24T10:00:00Z',
});

describe('nameInWorkspace', () => {
  const members = [member('u-olivia', 'Olivia'), member('u-max', null, 'max@example.com')];

  test('a member by name (else email), the viewer "You", a gone account "Deleted user"', () => {
    expect(nameInWorkspace('u-olivia', members)).toBe('Olivia');
    expect(nameInWorkspace('u-max', members)).toBe('max@example.com');
    expect(nameInWorkspace('u-olivia', members, { viewerId: 'u-olivia' })).toBe('You');
    expect(nameInWorkspace(null, members, { viewerId: 'u-olivia' })).toBe('Deleted user');
  });

  test('someone who left is "Former member"; before the members are known, the placeholder', () => {
    expect(nameInWorkspace('u-gone', members)).toBe('Former member');
    expect(nameInWorkspace('u-gone', undefined)).toBe('…');
    expect(nameInWorkspace('u-gone', undefined, { whileLoading: 'A member' })).toBe('A member');
  });
});
