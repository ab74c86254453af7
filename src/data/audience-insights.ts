/** Sample data for the Audience Insights screen. Every breakdown of shares sums to 100. */

export const audiencePeriods = ['7d', '30d', '90d', '1y'] as const;
export type AudiencePeriod = (typeof audiencePeriods)[number];

export const audiencePeriodLabels: Record<AudiencePeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export const audienceFilters = ['all', 'subscribers', 'non-subscribers'] as const;
export type AudienceFilter = (typeof audienceFilters)[number];

export const audienceFilterLabels: Record<AudienceFilter, string> = {
  all: 'All audiences',
  subscribers: 'Subscribers',
  'non-subscribers': 'Non-subscribers',
};

/** Unique viewers in each period (all audiences). */
const periodUsers: Record<AudiencePeriod, number> = {
  '7d': 48_600,
  '30d': 184_300,
  '90d': 512_800,
  '1y': 1_946_000,
};

/** Each audience's share of viewers and its own rates; "all" is the share-weighted mean. */
const audienceProfiles: Record<
  Exclude<AudienceFilter, 'all'>,
  { share: number; engagementRate: number; watchSeconds: number; conversionRate: number }
> = {
  subscribers: { share: 0.38, engagementRate: 9.4, watchSeconds: 330, conversionRate: 5.1 },
  'non-subscribers': { share: 0.62, engagementRate: 5.2, watchSeconds: 204, conversionRate: 2.04 },
};

/** Shorter periods catch the latest uploads, which engage a little more. */
const periodRateFactor: Record<AudiencePeriod, number> = { '7d': 1.04, '30d': 1, '90d': 0.97, '1y': 0.94 };

/** Change versus the previous period, in percent, per KPI. */
const periodChanges: Record<
  AudiencePeriod,
  { users: number; engagementRate: number; watchTime: number; conversionRate: number }
> = {
  '7d': { users: 4.2, engagementRate: 0.6, watchTime: 1.8, conversionRate: 0.3 },
  '30d': { users: 12.4, engagementRate: 3.1, watchTime: -2.3, conversionRate: 5.7 },
  '90d': { users: 18.9, engagementRate: -1.4, watchTime: 4.6, conversionRate: 8.2 },
  '1y': { users: 64.3, engagementRate: 7.8, watchTime: 11.5, conversionRate: 15.1 },
};

export interface AudienceKpis {
  users: number;
  /** Percent. */
  engagementRate: number;
  /** Average watch time per viewer, in seconds. */
  watchSeconds: number;
  /** Percent. */
  conversionRate: number;
  changes: (typeof periodChanges)[AudiencePeriod];
}

function weighted(key: 'engagementRate' | 'watchSeconds' | 'conversionRate'): number {
  return Object.values(audienceProfiles).reduce((sum, profile) => sum + profile.share * profile[key], 0);
}

/** The four headline figures for a period and audience. */
export function audienceKpis(period: AudiencePeriod, audience: AudienceFilter): AudienceKpis {
  const profile =
    audience === 'all'
      ? {
          share: 1,
          engagementRate: weighted('engagementRate'),
          watchSeconds: weighted('watchSeconds'),
          conversionRate: weighted('conversionRate'),
        }
      : audienceProfiles[audience];
  const factor = periodRateFactor[period];
  return {
    users: Math.round(periodUsers[period] * profile.share),
    engagementRate: profile.engagementRate * factor,
    watchSeconds: Math.round(profile.watchSeconds * factor),
    conversionRate: profile.conversionRate * factor,
    changes: periodChanges[period],
  };
}

export interface Share {
  name: string;
  /** Percent. */
  value: number;
  color: string;
}

export const ageDistribution: readonly Share[] = [
  { name: '18-24', value: 24, color: '#6366f1' },
  { name: '25-34', value: 36, color: '#0ea5e9' },
  { name: '35-44', value: 20, color: '#10b981' },
  { name: '45-54', value: 13, color: '#f59e0b' },
  { name: '55+', value: 7, color: '#f43f5e' },
];

export const genderSplit: readonly Share[] = [
  { name: 'Male', value: 58, color: '#6366f1' },
  { name: 'Female', value: 39, color: '#ec4899' },
  { name: 'Other or not given', value: 3, color: '#64748b' },
];

export interface Device {
  name: 'Mobile' | 'Desktop' | 'Tablet';
  /** Percent of viewers. */
  value: number;
}

export const deviceUsage: readonly Device[] = [
  { name: 'Mobile', value: 64 },
  { name: 'Desktop', value: 29 },
  { name: 'Tablet', value: 7 },
];

/** Share of viewers per country (the rest of the world makes up the remainder). */
const countryShares: readonly { country: string; percentage: number }[] = [
  { country: 'United States', percentage: 42.5 },
  { country: 'United Kingdom', percentage: 12.8 },
  { country: 'India', percentage: 9.6 },
  { country: 'Canada', percentage: 6.1 },
  { country: 'Australia', percentage: 4.3 },
  { country: 'Germany', percentage: 3.9 },
  { country: 'Philippines', percentage: 3.2 },
];

export const TOP_LOCATIONS = 5;

export interface Location {
  country: string;
  percentage: number;
  users: number;
}

/** The five largest countries, with their viewers for the period and audience. */
export function topLocations(period: AudiencePeriod, audience: AudienceFilter): Location[] {
  const total = audienceKpis(period, audience).users;
  return [...countryShares]
    .sort((a, b) => b.percentage - a.percentage)
    .slice(0, TOP_LOCATIONS)
    .map(({ country, percentage }) => ({
      country,
      percentage,
      users: Math.round((total * percentage) / 100),
    }));
}

export interface AudienceSegment {
  id: string;
  name: string;
  /** Viewers in the last 30 days. */
  size: number;
  /** Percent of all viewers; the segments sum to 100. */
  percentage: number;
  description: string;
  avgAge: number;
  /** Percent. */
  engagement: number;
  /** Percent. */
  conversionRate: number;
  topInterests: readonly string[];
}

const segment = (input: Omit<AudienceSegment, 'size'>): AudienceSegment => ({
  ...input,
  size: Math.round((periodUsers['30d'] * input.percentage) / 100),
});

export const audienceSegments: readonly AudienceSegment[] = [
  segment({
    id: 'aspiring-creators',
    name: 'Aspiring Creators',
    percentage: 34,
    description: 'New channels learning to script, film and grow.',
    avgAge: 24,
    engagement: 9.2,
    conversionRate: 4.1,
    topInterests: ['Video editing', 'Growth tips', 'Creator gear'],
  }),
  segment({
    id: 'small-business',
    name: 'Small Business Owners',
    percentage: 27,
    description: 'Owners using video ads to bring in customers.',
    avgAge: 38,
    engagement: 6.4,
    conversionRate: 5.8,
    topInterests: ['Marketing', 'Advertising', 'Case studies'],
  }),
  segment({
    id: 'marketers',
    name: 'Marketing Professionals',
    percentage: 22,
    description: 'In-house and agency marketers running campaigns.',
    avgAge: 33,
    engagement: 7.1,
    conversionRate: 3.6,
    topInterests: ['Analytics', 'Ad strategy', 'Tools'],
  }),
  segment({
    id: 'casual-learners',
    name: 'Casual Learners',
    percentage: 17,
    description: 'Viewers who watch tutorials now and then.',
    avgAge: 29,
    engagement: 4.3,
    conversionRate: 1.2,
    topInterests: ['Tutorials', 'Productivity', 'Tech'],
  }),
];

export interface InterestCategory {
  category: string;
  /** Out of 100. */
  score: number;
  /** Percent. */
  engagement: number;
}

export const interestCategories: readonly InterestCategory[] = [
  { category: 'Video Production', score: 92, engagement: 8.7 },
  { category: 'Digital Marketing', score: 87, engagement: 7.9 },
  { category: 'Social Media Growth', score: 81, engagement: 8.2 },
  { category: 'Tech & Gear', score: 74, engagement: 6.1 },
  { category: 'Entrepreneurship', score: 68, engagement: 5.4 },
  { category: 'Productivity', score: 59, engagement: 4.8 },
];

export interface ContentPreference {
  type: string;
  /** Percent of viewers who prefer it; the types sum to 100. */
  preference: number;
  /** Percent. */
  engagement: number;
}

export const contentPreferences: readonly ContentPreference[] = [
  { type: 'How-to Tutorials', preference: 34, engagement: 9.1 },
  { type: 'Case Studies', preference: 22, engagement: 8.6 },
  { type: 'Product Reviews', preference: 18, engagement: 6.8 },
  { type: 'Shorts', preference: 15, engagement: 6.4 },
  { type: 'Live Streams', preference: 11, engagement: 5.6 },
];

export interface EngagementPoint {
  /** Time of day, EST. */
  time: string;
  likes: number;
  comments: number;
  shares: number;
}

/** Average interactions per hour, by time of day (EST); the evening peak backs the posting advice. */
export const engagementByTime: readonly EngagementPoint[] = [
  { time: '12 AM', likes: 1_240, comments: 180, shares: 95 },
  { time: '2 AM', likes: 720, comments: 95, shares: 48 },
  { time: '4 AM', likes: 540, comments: 70, shares: 35 },
  { time: '6 AM', likes: 980, comments: 140, shares: 70 },
  { time: '8 AM', likes: 1_620, comments: 230, shares: 130 },
  { time: '10 AM', likes: 2_050, comments: 285, shares: 170 },
  { time: '12 PM', likes: 2_420, comments: 330, shares: 205 },
  { time: '2 PM', likes: 2_260, comments: 310, shares: 188 },
  { time: '4 PM', likes: 2_540, comments: 350, shares: 214 },
  { time: '6 PM', likes: 3_050, comments: 420, shares: 260 },
  { time: '8 PM', likes: 3_980, comments: 560, shares: 345 },
  { time: '10 PM', likes: 3_420, comments: 470, shares: 290 },
];

export interface Recommendation {
  title: string;
  body: string;
}

export const audienceRecommendations: readonly Recommendation[] = [
  {
    title: 'Best Posting Time',
    body: 'Post between 8-10 PM EST on weekdays, when your audience is most active.',
  },
  {
    title: 'Content Strategy',
    body: 'Focus on how-to tutorials and case studies: they get 40% higher engagement than your other formats.',
  },
  {
    title: 'Audience Expansion',
    body: 'Expand to Canada and Australia, where viewers like your current audience are already finding you.',
  },
];
