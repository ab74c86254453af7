import { describe, expect, test } from 'vitest';
import { CreateWorkspaceInput, InviteMemberInput } from '../schemas/workspace';
import { slugFor } from './workspace-api';

describe('slugFor', () => {
  test('lower-cases, drops accents and punctuation, and adds a random suffix', () => {
    expect(slugFor('Ça Va — Shorts & Reels!', () => 0)).toBe('ca-va-shorts-reels-000000');
  });

  test('a name with nothing usable still gets a valid slug', () => {
    expect(slugFor('!!!', () => 0.5)).toMatch(/^workspace-[a-z0-9]{6}$/);
  });

  test('long names are cut without a trailing dash', () => {
    const slug = slugFor(`${'a'.repeat(59)} b`, () => 0);
    expect(slug).toBe(`${'a'.repeat(59)}-000000`);
  });
});

describe('workspace schemas', () => {
  test('a name is required and at most 80 characters', () => {
    expect(CreateWorkspaceInput.safeParse({ name: '  ' }).error?.issues[0].message).toBe(
      'Workspace name is required',
    );
    expect(CreateWorkspaceInput.safeParse({ name: 'x'.repeat(81) }).success).toBe(false);
  });

  test('an invitation needs a valid email and cannot make a second owner', () => {
    expect(InviteMemberInput.safeParse({ email: 'a@b.co', role: 'admin' }).success).toBe(true);
    expect(InviteMemberInput.safeParse({ email: 'nope', role: 'member' }).error?.issues[0].message).toBe(
      'Invalid email address',
    );
    expect(InviteMemberInput.safeParse({ email: 'a@b.co', role: 'owner' }).success).toBe(false);
  });
});
