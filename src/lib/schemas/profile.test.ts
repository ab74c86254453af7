import { describe, expect, test } from 'vitest';
import { ProfileInput, profilePhotoProblem } from './profile';

describe('profile schema', () => {
  test('names are required; empty optional fields become null', () => {
    const result = ProfileInput.safeParse({
      firstName: ' ',
      lastName: '',
      companyName: '',
      phone: '',
      bio: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual(['First name is required', 'Last name is required']);
    expect(
      ProfileInput.parse({ firstName: ' Ada ', lastName: 'Lovelace', companyName: '', phone: '', bio: ' ' }),
    ).toEqual({ firstName: 'Ada', lastName: 'Lovelace', companyName: null, phone: null, bio: null });
  });

  test('a phone number has digits and phone punctuation only', () => {
    const base = { firstName: 'A', lastName: 'B', companyName: '', bio: '' };
    expect(ProfileInput.safeParse({ ...base, phone: '+1 (555) 010-2030' }).success).toBe(true);
    expect(ProfileInput.safeParse({ ...base, phone: 'call me' }).success).toBe(false);
  });

  test('the photo must be a JPG, GIF or PNG of 1 MB at most', () => {
    expect(profilePhotoProblem({ type: 'image/png', size: 1024 * 1024 })).toBeNull();
    expect(profilePhotoProblem({ type: 'image/png', size: 1024 * 1024 + 1 })).toBe(
      'The photo must be 1 MB or smaller.',
    );
    expect(profilePhotoProblem({ type: 'image/webp', size: 10 })).toBe(
      'Please choose a JPG, GIF or PNG image.',
    );
  });
});
