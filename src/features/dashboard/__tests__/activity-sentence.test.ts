import { describe, expect, it } from 'vitest';
import { activitySentence } from '../lib/activity-sentence';
import { relativeTime } from '../lib/relative-time';

describe('activitySentence', () => {
  it('says one sentence per kind, with its subject quoted', () => {
    expect(activitySentence('script_saved', 'Olivia', 'Launch day')).toBe(
      'Olivia saved the script “Launch day”',
    );
    expect(activitySentence('video_generated', 'Max', 'Meet Creator OS')).toBe(
      'Max generated a video “Meet Creator OS”',
    );
    expect(activitySentence('voiceover_made', 'You', 'Welcome back')).toBe(
      'You made a voice-over “Welcome back”',
    );
    expect(activitySentence('thumbnail_saved', 'Deleted user', 'Launch cover')).toBe(
      'Deleted user saved the thumbnail “Launch cover”',
    );
    expect(activitySentence('member_joined', 'Vera', null)).toBe('Vera joined the workspace');
  });

  it('leaves the quote out when there is no subject', () => {
    expect(activitySentence('video_generated', 'Max', null)).toBe('Max generated a video');
    expect(activitySentence('script_saved', 'Max', '  ')).toBe('Max saved the script');
  });
});

describe('relativeTime', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

  it('says how long ago, then the date', () => {
    expect(relativeTime(ago(20_000), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('Yesterday');
    expect(relativeTime(ago(4 * 86_400_000), now)).toBe('4 days ago');
    expect(relativeTime(ago(30 * 86_400_000), now)).toMatch(/2026/);
    expect(relativeTime('not a date', now)).toBe('');
  });
});
