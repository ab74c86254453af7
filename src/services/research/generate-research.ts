import type {
  ChannelAnalytics,
  CompetitionLevel,
  CompetitorAnalysis,
  KeywordAnalysis,
  TrendingVideo,
} from './research-types';
import {
  CHANNEL_PREFIXES,
  CHANNEL_SUFFIXES,
  CONTENT_TYPES,
  CTAS,
  GENERIC_TAGS,
  HOOKS,
  OPPORTUNITY_PATTERNS,
  THUMBNAIL_STYLES,
  TITLE_PATTERNS,
  UPLOAD_FREQUENCIES,
  UPLOAD_PATTERNS,
  UPLOAD_TIMES,
} from './research-vocabulary';
import { randomFor, type SeededRandom } from './seeded-random';

// Every generator is deterministic: the same input always gives the same result.

const GRADIENTS = [
  ['#dc2626', '#f59e0b'],
  ['#4f46e5', '#06b6d4'],
  ['#059669', '#84cc16'],
  ['#7c3aed', '#ec4899'],
  ['#0f172a', '#475569'],
  ['#ea580c', '#facc15'],
] as const;

const TIME_RANGE_DAYS: Record<string, number> = { '24h': 1, '7d': 7, '30d': 30, '90d': 90 };

/** 'react hooks' -> 'React Hooks'. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** A readable channel name from a URL (youtube.com/@handle, /c/name, /channel/id) or a plain name. */
export function channelNameFrom(input: string): string {
  const text = input.trim();
  const handle = /@([\w.-]+)/.exec(text)?.[1] ?? /\/(?:c|user|channel)\/([\w.-]+)/.exec(text)?.[1];
  const name = handle ?? text.replace(/^https?:\/\/\S+?\//, '');
  return titleCase(name.replace(/[-_.]+/g, ' ')) || text;
}

const initialsOf = (text: string) =>
  text
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

const duration = (random: SeededRandom, minMinutes: number, maxMinutes: number) =>
  `${random.int(minMinutes, maxMinutes)}:${String(random.int(0, 59)).padStart(2, '0')}`;

const daysAgo = (days: number) => (days <= 0 ? 'Today' : days === 1 ? '1 day ago' : `${days} days ago`);

const channelName = (random: SeededRandom, topic: string) =>
  `${random.pick(CHANNEL_PREFIXES)} ${titleCase(topic.trim().split(/\s+/)[0] || 'Creator')} ${random.pick(CHANNEL_SUFFIXES)}`;

const tagsFor = (random: SeededRandom, topic: string, count: number) => [
  topic.trim().toLowerCase(),
  ...random.sample(GENERIC_TAGS, count - 1),
];

const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}%`;

/** Six trending videos for a topic, category and time range. */
export function generateTrending(topic: string, category: string, timeRange: string): TrendingVideo[] {
  const random = randomFor('trending', topic, category, timeRange);
  const subject = titleCase(topic);
  const maxDays = TIME_RANGE_DAYS[timeRange] ?? 7;
  const titles = random.sample(TITLE_PATTERNS, 6);
  return titles
    .map((pattern, index) => {
      const title = pattern.replace('{topic}', subject);
      const views = random.int(40_000, 4_800_000);
      const likes = Math.round(views * random.float(0.02, 0.07, 3));
      const comments = Math.round(likes * random.float(0.03, 0.12, 3));
      const [from, to] = random.pick(GRADIENTS);
      return {
        id: `trend-${index + 1}`,
        thumbnail: { from, to, initials: initialsOf(title) },
        title,
        duration: duration(random, 4, 24),
        viralScore: random.int(35, 99),
        channel: channelName(random, topic),
        publishedDate: daysAgo(random.int(0, maxDays)),
        views,
        likes,
        comments,
        hook: random.pick(HOOKS),
        cta: random.pick(CTAS),
        tags: tagsFor(random, topic, 4),
        engagement: Math.round(((likes + comments) / views) * 1000) / 10,
      };
    })
    .sort((a, b) => b.viralScore - a.viralScore);
}

/** A competitor channel's profile from its URL or name. */
export function generateCompetitor(input: string): CompetitorAnalysis {
  const random = randomFor('competitor', input);
  const name = channelNameFrom(input);
  const subscribers = random.int(12_000, 3_500_000);
  const avgViews = Math.round(subscribers * random.float(0.08, 0.6, 2));
  return {
    channelName: name,
    subscribers,
    totalViews: avgViews * random.int(120, 900),
    avgViews,
    uploadFrequency: random.pick(UPLOAD_FREQUENCIES),
    topPerformingContent: random.sample(TITLE_PATTERNS, 4).map((pattern) => ({
      title: pattern.replace('{topic}', name.split(' ')[0]),
      views: Math.round(avgViews * random.float(2, 9, 2)),
      engagement: random.float(3, 12, 1),
    })),
    contentStrategy: {
      avgDuration: duration(random, 6, 22),
      bestUploadTime: random.pick(UPLOAD_TIMES),
      thumbnailStyle: random.pick(THUMBNAIL_STYLES),
      topTags: random.sample(GENERIC_TAGS, 5),
    },
    recentGrowth: random.float(-4, 28, 1),
  };
}

/** Search volume, competition, trend and openings for a keyword. */
export function generateKeyword(keyword: string): KeywordAnalysis {
  const random = randomFor('keyword', keyword);
  const term = keyword.trim().toLowerCase();
  const difficulty = random.int(8, 96);
  const competition: CompetitionLevel = difficulty >= 70 ? 'High' : difficulty >= 40 ? 'Medium' : 'Low';
  return {
    keyword: term,
    searchVolume: random.int(1_200, 880_000),
    competition,
    trendDirection: random.next() < 0.68 ? 'up' : 'down',
    trendPercentage: random.int(3, 140),
    difficulty,
    averageCtr: random.float(2, 9, 1),
    topCompetitors: Array.from({ length: 5 }, (_, index) => ({
      rank: index + 1,
      channel: channelName(random, term),
      views: Math.round(random.int(20_000, 2_000_000) / (index + 1)),
    })),
    opportunities: random
      .sample(OPPORTUNITY_PATTERNS, 4)
      .map((pattern) => pattern.replace('{keyword}', term).replace('{year}', '2026')),
  };
}

/** An analytics overview of a channel from its URL or name. */
export function generateChannel(input: string): ChannelAnalytics {
  const random = randomFor('channel', input);
  const name = channelNameFrom(input);
  const subscribers = random.int(5_000, 5_000_000);
  const totalVideos = random.int(40, 900);
  const avgViews = Math.round(subscribers * random.float(0.05, 0.5, 2));
  const topic = name.split(' ')[0];
  return {
    channelName: name,
    overview: { subscribers, totalVideos, totalViews: avgViews * totalVideos, avgViews },
    performance: {
      viewsGrowth: signed(random.float(-8, 35, 1)),
      subscriberGrowth: signed(random.float(-3, 22, 1)),
      engagementRate: random.float(2, 11, 1),
      uploadConsistency: random.int(45, 98),
    },
    contentAnalysis: {
      avgDuration: duration(random, 5, 25),
      uploadPattern: random.pick(UPLOAD_PATTERNS),
      bestPerformingType: random.pick(CONTENT_TYPES),
      mostUsedTags: random.sample(GENERIC_TAGS, 5),
    },
    topVideos: random.sample(TITLE_PATTERNS, 5).map((pattern) => {
      const views = Math.round(avgViews * random.float(1.5, 8, 2));
      return {
        title: pattern.replace('{topic}', topic),
        views,
        likes: Math.round(views * random.float(0.02, 0.06, 3)),
        duration: duration(random, 4, 30),
        publishedDate: daysAgo(random.int(3, 120)),
      };
    }),
  };
}
