import { describe, expect, test } from 'vitest';
import {
  channelNameFrom,
  generateChannel,
  generateCompetitor,
  generateKeyword,
  generateTrending,
} from './generate-research';
import { hashString, seededRandom } from './seeded-random';

describe('seeded random', () => {
  test('the same seed gives the same sequence; another seed another', () => {
    const a = seededRandom(hashString('fitness'));
    const b = seededRandom(hashString('fitness'));
    const c = seededRandom(hashString('finance'));
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
  });

  test('int stays within its bounds and sample picks distinct items', () => {
    const random = seededRandom(42);
    for (let i = 0; i < 200; i += 1) {
      const n = random.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
    }
    const picked = random.sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(picked).size).toBe(3);
  });
});

describe('research generators', () => {
  test('are deterministic for the same input, ignoring case and spaces', () => {
    expect(generateTrending('Home Workouts', 'all', '7d')).toEqual(
      generateTrending(' home workouts ', 'all', '7d'),
    );
    expect(generateCompetitor('@mkbhd')).toEqual(generateCompetitor('@mkbhd'));
    expect(generateCompetitor('@mkbhd').subscribers).toBe(generateCompetitor('@MKBHD').subscribers);
    expect(generateKeyword('ai tools')).toEqual(generateKeyword('AI tools'));
    expect(generateChannel('Veritasium')).toEqual(generateChannel('veritasium'));
  });

  test('give different results for different inputs', () => {
    expect(generateKeyword('ai tools')).not.toEqual(generateKeyword('budget travel'));
    expect(generateTrending('cooking', 'all', '7d')).not.toEqual(generateTrending('cooking', 'all', '30d'));
  });

  test('trending videos are plausible: sorted by viral score, likes below views, topic in the title', () => {
    const videos = generateTrending('react hooks', 'technology', '24h');
    expect(videos).toHaveLength(6);
    for (const video of videos) {
      expect(video.title).toContain('React Hooks');
      expect(video.likes).toBeLessThan(video.views);
      expect(video.comments).toBeLessThan(video.likes);
      expect(video.viralScore).toBeGreaterThanOrEqual(0);
      expect(video.viralScore).toBeLessThanOrEqual(100);
      expect(['Today', '1 day ago']).toContain(video.publishedDate);
      expect(video.tags[0]).toBe('react hooks');
    }
    const scores = videos.map((v) => v.viralScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  test('keyword competition follows its difficulty', () => {
    for (const word of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const k = generateKeyword(word);
      expect(k.competition).toBe(k.difficulty >= 70 ? 'High' : k.difficulty >= 40 ? 'Medium' : 'Low');
      expect(k.topCompetitors.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5]);
    }
  });

  test('channel names come from URLs, handles and plain names', () => {
    expect(channelNameFrom('https://www.youtube.com/@tech-review_pro')).toBe('Tech Review Pro');
    expect(channelNameFrom('youtube.com/c/cookingwithjo')).toBe('Cookingwithjo');
    expect(channelNameFrom('creator growth lab')).toBe('Creator Growth Lab');
    expect(generateChannel('@mkbhd').channelName).toBe('Mkbhd');
    expect(generateChannel('x').performance.viewsGrowth).toMatch(/^[+-]\d+\.\d%$/);
  });
});
