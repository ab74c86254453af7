/** Sample data for Keywords & Placement: research, channel and video placements, rank tracking. */
import { clickThroughRate } from '@/lib/format/metrics';

export type Competition = 'Low' | 'Medium' | 'High';
export type Trend = 'up' | 'down' | 'stable';
export type Intent = 'Commercial' | 'Informational';
export type Opportunity = 'high' | 'medium' | 'low';

export interface Keyword {
  keyword: string;
  /** Monthly searches in the United States, in English (other markets scale it). */
  searchVolume: number;
  competition: Competition;
  /** Cost per click, USD. */
  cpc: number;
  /** 0 to 100. */
  difficulty: number;
  trend: Trend;
  /** Change in search interest over the last 3 months, percent. */
  trendValue: number;
  relatedKeywords: string[];
  intent: Intent;
}

export interface Market {
  id: string;
  label: string;
  /** Search volume relative to the default market. */
  factor: number;
}

export const countries: readonly Market[] = [
  { id: 'us', label: 'United States', factor: 1 },
  { id: 'uk', label: 'United Kingdom', factor: 0.21 },
  { id: 'ca', label: 'Canada', factor: 0.12 },
];

export const languages: readonly Market[] = [
  { id: 'en', label: 'English', factor: 1 },
  { id: 'es', label: 'Spanish', factor: 0.16 },
  { id: 'fr', label: 'French', factor: 0.07 },
];

export const keywords: readonly Keyword[] = [
  {
    keyword: 'video editing software',
    searchVolume: 74000,
    competition: 'High',
    cpc: 3.42,
    difficulty: 78,
    trend: 'up',
    trendValue: 12,
    relatedKeywords: ['best video editor', 'free video editing app'],
    intent: 'Commercial',
  },
  {
    keyword: 'how to edit youtube videos',
    searchVolume: 49500,
    competition: 'Medium',
    cpc: 1.18,
    difficulty: 54,
    trend: 'up',
    trendValue: 8,
    relatedKeywords: ['youtube editing tips', 'edit videos on phone'],
    intent: 'Informational',
  },
  {
    keyword: 'youtube thumbnail maker',
    searchVolume: 33100,
    competition: 'Medium',
    cpc: 1.96,
    difficulty: 47,
    trend: 'stable',
    trendValue: 0,
    relatedKeywords: ['thumbnail template', 'thumbnail size'],
    intent: 'Commercial',
  },
  {
    keyword: 'grow youtube channel',
    searchVolume: 27100,
    competition: 'High',
    cpc: 2.75,
    difficulty: 71,
    trend: 'up',
    trendValue: 15,
    relatedKeywords: ['get more subscribers', 'youtube algorithm'],
    intent: 'Informational',
  },
  {
    keyword: 'video script template',
    searchVolume: 8100,
    competition: 'Low',
    cpc: 0.94,
    difficulty: 22,
    trend: 'up',
    trendValue: 21,
    relatedKeywords: ['youtube script example', 'script writing tips'],
    intent: 'Informational',
  },
  {
    keyword: 'ai video generator',
    searchVolume: 90500,
    competition: 'High',
    cpc: 4.1,
    difficulty: 83,
    trend: 'up',
    trendValue: 46,
    relatedKeywords: ['text to video', 'ai video maker free'],
    intent: 'Commercial',
  },
  {
    keyword: 'best microphone for youtube',
    searchVolume: 14800,
    competition: 'High',
    cpc: 1.52,
    difficulty: 62,
    trend: 'down',
    trendValue: -6,
    relatedKeywords: ['usb microphone', 'lavalier mic'],
    intent: 'Commercial',
  },
  {
    keyword: 'youtube shorts ideas',
    searchVolume: 22200,
    competition: 'Low',
    cpc: 0.61,
    difficulty: 28,
    trend: 'stable',
    trendValue: 1,
    relatedKeywords: ['shorts trends', 'viral shorts'],
    intent: 'Informational',
  },
  {
    keyword: 'screen recorder for pc',
    searchVolume: 40500,
    competition: 'Medium',
    cpc: 1.34,
    difficulty: 39,
    trend: 'down',
    trendValue: -11,
    relatedKeywords: ['obs studio', 'free screen recorder'],
    intent: 'Commercial',
  },
  {
    keyword: 'video marketing strategy',
    searchVolume: 6600,
    competition: 'Medium',
    cpc: 5.87,
    difficulty: 45,
    trend: 'up',
    trendValue: 9,
    relatedKeywords: ['video marketing tips', 'video ads'],
    intent: 'Informational',
  },
];

export interface ChannelPlacement {
  id: string;
  channel: string;
  subscribers: number;
  avgViews: number;
  category: string;
  /** Cost per thousand impressions, USD. */
  cpm: number;
  /** Engagement rate, percent. */
  engagement: number;
  demographics: string;
  /** 0 to 100. */
  relevanceScore: number;
  contactInfo: string;
}

export const channelPlacements: readonly ChannelPlacement[] = [
  {
    id: 'ch1',
    channel: 'TechFlow Reviews',
    subscribers: 1_240_000,
    avgViews: 186_000,
    category: 'Technology',
    cpm: 18.5,
    engagement: 6.2,
    demographics: '18-34, 71% male, US/UK',
    relevanceScore: 94,
    contactInfo: 'partnerships@techflow.example.com',
  },
  {
    id: 'ch2',
    channel: 'Creator Academy',
    subscribers: 486_000,
    avgViews: 62_400,
    category: 'Education',
    cpm: 12.8,
    engagement: 8.4,
    demographics: '25-44, 58% male, US',
    relevanceScore: 91,
    contactInfo: 'hello@creatoracademy.example.com',
  },
  {
    id: 'ch3',
    channel: 'Daily Desk Setups',
    subscribers: 312_000,
    avgViews: 41_900,
    category: 'Lifestyle',
    cpm: 9.6,
    engagement: 7.1,
    demographics: '18-34, 64% male, global',
    relevanceScore: 83,
    contactInfo: 'sponsor@deskdaily.example.com',
  },
  {
    id: 'ch4',
    channel: 'PixelPlay Gaming',
    subscribers: 2_850_000,
    avgViews: 410_000,
    category: 'Gaming',
    cpm: 7.2,
    engagement: 4.9,
    demographics: '13-24, 82% male, US/CA',
    relevanceScore: 68,
    contactInfo: 'business@pixelplay.example.com',
  },
  {
    id: 'ch5',
    channel: 'Startup Stories',
    subscribers: 198_000,
    avgViews: 28_300,
    category: 'Business',
    cpm: 22.4,
    engagement: 5.6,
    demographics: '25-44, 60% male, US',
    relevanceScore: 79,
    contactInfo: 'ads@startupstories.example.com',
  },
  {
    id: 'ch6',
    channel: 'Edit Like a Pro',
    subscribers: 742_000,
    avgViews: 97_500,
    category: 'Education',
    cpm: 14.1,
    engagement: 9.3,
    demographics: '18-34, 55% male, global',
    relevanceScore: 96,
    contactInfo: 'collabs@editlikeapro.example.com',
  },
  {
    id: 'ch7',
    channel: 'Gadget Garage',
    subscribers: 905_000,
    avgViews: 132_000,
    category: 'Technology',
    cpm: 16.9,
    engagement: 5.1,
    demographics: '18-44, 76% male, US',
    relevanceScore: 87,
    contactInfo: 'media@gadgetgarage.example.com',
  },
  {
    id: 'ch8',
    channel: 'Minimal Living',
    subscribers: 264_000,
    avgViews: 35_800,
    category: 'Lifestyle',
    cpm: 11.3,
    engagement: 6.8,
    demographics: '25-34, 63% female, US/UK',
    relevanceScore: 72,
    contactInfo: 'team@minimalliving.example.com',
  },
];

export interface VideoPlacement {
  id: string;
  title: string;
  channel: string;
  channelSubscribers: number;
  views: number;
  /** YYYY-MM-DD */
  publishedDate: string;
  /** m:ss or h:mm:ss */
  duration: string;
  /** Tailwind gradient classes standing in for the thumbnail image. */
  thumbnail: string;
  description: string;
  tags: string[];
  engagement: { likes: number; comments: number; shares: number };
  metrics: { ctr: number; avgViewDuration: string; engagement: number };
  placementOpportunity: Opportunity;
  /** USD for one integration. */
  estimatedCost: number;
  /** Percent match with your audience. */
  audienceMatch: number;
  trending: boolean;
}

export const videoPlacements: readonly VideoPlacement[] = [
  {
    id: 'v1',
    title: 'I Tried 7 AI Video Generators So You Don’t Have To',
    channel: 'TechFlow Reviews',
    channelSubscribers: 1_240_000,
    views: 842_000,
    publishedDate: '2026-11-14',
    duration: '18:42',
    thumbnail: 'from-indigo-500 to-purple-600',
    description: 'Hands-on comparison of the most popular AI video tools.',
    tags: ['ai video generator', 'ai tools', 'video editing'],
    engagement: { likes: 38_200, comments: 2_940, shares: 5_100 },
    metrics: { ctr: 9.8, avgViewDuration: '8:12', engagement: 5.4 },
    placementOpportunity: 'high',
    estimatedCost: 4200,
    audienceMatch: 92,
    trending: true,
  },
  {
    id: 'v2',
    title: 'Edit YouTube Videos Faster: 12 Pro Shortcuts',
    channel: 'Edit Like a Pro',
    channelSubscribers: 742_000,
    views: 318_000,
    publishedDate: '2026-11-09',
    duration: '14:05',
    thumbnail: 'from-sky-500 to-cyan-600',
    description: 'Keyboard shortcuts and workflow tips for editors.',
    tags: ['video editing', 'editing tips', 'premiere pro'],
    engagement: { likes: 21_400, comments: 1_180, shares: 2_300 },
    metrics: { ctr: 8.1, avgViewDuration: '6:40', engagement: 7.8 },
    placementOpportunity: 'high',
    estimatedCost: 2100,
    audienceMatch: 95,
    trending: true,
  },
  {
    id: 'v3',
    title: 'My $1,000 Desk Setup for Content Creation',
    channel: 'Daily Desk Setups',
    channelSubscribers: 312_000,
    views: 205_000,
    publishedDate: '2026-10-28',
    duration: '11:31',
    thumbnail: 'from-amber-500 to-orange-600',
    description: 'Camera, lights, microphone and desk tour.',
    tags: ['desk setup', 'microphone', 'creator gear'],
    engagement: { likes: 9_800, comments: 640, shares: 410 },
    metrics: { ctr: 6.4, avgViewDuration: '5:02', engagement: 5.3 },
    placementOpportunity: 'medium',
    estimatedCost: 1250,
    audienceMatch: 81,
    trending: false,
  },
  {
    id: 'v4',
    title: 'How to Grow a YouTube Channel From Zero in 2026',
    channel: 'Creator Academy',
    channelSubscribers: 486_000,
    views: 561_000,
    publishedDate: '2026-11-02',
    duration: '22:17',
    thumbnail: 'from-emerald-500 to-teal-600',
    description: 'Step-by-step growth plan for new channels.',
    tags: ['grow youtube channel', 'youtube algorithm', 'subscribers'],
    engagement: { likes: 31_700, comments: 4_210, shares: 6_050 },
    metrics: { ctr: 10.2, avgViewDuration: '9:48', engagement: 7.5 },
    placementOpportunity: 'high',
    estimatedCost: 2900,
    audienceMatch: 97,
    trending: true,
  },
  {
    id: 'v5',
    title: 'Best Budget Microphones for YouTube (Tested)',
    channel: 'Gadget Garage',
    channelSubscribers: 905_000,
    views: 274_000,
    publishedDate: '2026-09-30',
    duration: '13:26',
    thumbnail: 'from-rose-500 to-pink-600',
    description: 'Six microphones under $150, tested side by side.',
    tags: ['microphone', 'audio', 'creator gear'],
    engagement: { likes: 11_600, comments: 870, shares: 520 },
    metrics: { ctr: 7.2, avgViewDuration: '6:05', engagement: 4.7 },
    placementOpportunity: 'medium',
    estimatedCost: 2400,
    audienceMatch: 78,
    trending: false,
  },
  {
    id: 'v6',
    title: 'From Side Project to $40K/Month Video Agency',
    channel: 'Startup Stories',
    channelSubscribers: 198_000,
    views: 96_400,
    publishedDate: '2026-11-11',
    duration: '26:53',
    thumbnail: 'from-slate-600 to-slate-800',
    description: 'Founder interview on building a video business.',
    tags: ['video marketing', 'agency', 'business'],
    engagement: { likes: 4_300, comments: 510, shares: 780 },
    metrics: { ctr: 5.9, avgViewDuration: '11:20', engagement: 5.8 },
    placementOpportunity: 'medium',
    estimatedCost: 900,
    audienceMatch: 74,
    trending: false,
  },
  {
    id: 'v7',
    title: '50 YouTube Shorts Ideas That Actually Get Views',
    channel: 'Creator Academy',
    channelSubscribers: 486_000,
    views: 392_000,
    publishedDate: '2026-11-18',
    duration: '9:58',
    thumbnail: 'from-fuchsia-500 to-purple-600',
    description: 'Formats and hooks for short-form content.',
    tags: ['youtube shorts ideas', 'shorts', 'content ideas'],
    engagement: { likes: 24_900, comments: 1_760, shares: 3_900 },
    metrics: { ctr: 11.4, avgViewDuration: '4:51', engagement: 7.8 },
    placementOpportunity: 'high',
    estimatedCost: 2300,
    audienceMatch: 90,
    trending: true,
  },
  {
    id: 'v8',
    title: 'Speedrunning Every Boss (World Record Attempt)',
    channel: 'PixelPlay Gaming',
    channelSubscribers: 2_850_000,
    views: 1_620_000,
    publishedDate: '2026-11-16',
    duration: '1:04:12',
    thumbnail: 'from-lime-500 to-green-600',
    description: 'Live record attempt with commentary.',
    tags: ['gaming', 'speedrun'],
    engagement: { likes: 88_000, comments: 9_400, shares: 7_200 },
    metrics: { ctr: 8.7, avgViewDuration: '14:30', engagement: 6.5 },
    placementOpportunity: 'low',
    estimatedCost: 9800,
    audienceMatch: 38,
    trending: true,
  },
  {
    id: 'v9',
    title: 'Screen Recording Like a Pro: OBS Full Guide',
    channel: 'TechFlow Reviews',
    channelSubscribers: 1_240_000,
    views: 433_000,
    publishedDate: '2026-08-21',
    duration: '16:09',
    thumbnail: 'from-blue-600 to-indigo-700',
    description: 'Everything about recording your screen with OBS.',
    tags: ['screen recorder', 'obs studio', 'tutorial'],
    engagement: { likes: 17_300, comments: 1_420, shares: 1_900 },
    metrics: { ctr: 6.9, avgViewDuration: '7:44', engagement: 4.8 },
    placementOpportunity: 'medium',
    estimatedCost: 3600,
    audienceMatch: 84,
    trending: false,
  },
  {
    id: 'v10',
    title: 'Minimalist Filming Setup for Small Apartments',
    channel: 'Minimal Living',
    channelSubscribers: 264_000,
    views: 87_200,
    publishedDate: '2026-10-05',
    duration: '10:14',
    thumbnail: 'from-stone-500 to-stone-700',
    description: 'Filming great video with very little space.',
    tags: ['filming setup', 'minimalism', 'creator gear'],
    engagement: { likes: 5_100, comments: 330, shares: 290 },
    metrics: { ctr: 5.2, avgViewDuration: '4:58', engagement: 6.3 },
    placementOpportunity: 'low',
    estimatedCost: 700,
    audienceMatch: 63,
    trending: false,
  },
  {
    id: 'v11',
    title: 'Color Grading for Beginners in 15 Minutes',
    channel: 'Edit Like a Pro',
    channelSubscribers: 742_000,
    views: 247_000,
    publishedDate: '2026-10-19',
    duration: '15:02',
    thumbnail: 'from-orange-500 to-red-600',
    description: 'A simple grading workflow anyone can follow.',
    tags: ['video editing', 'color grading', 'tutorial'],
    engagement: { likes: 16_800, comments: 940, shares: 1_350 },
    metrics: { ctr: 7.6, avgViewDuration: '7:13', engagement: 7.7 },
    placementOpportunity: 'high',
    estimatedCost: 1900,
    audienceMatch: 93,
    trending: false,
  },
  {
    id: 'v12',
    title: 'Thumbnail Secrets: What 1,000 Viral Videos Have in Common',
    channel: 'Creator Academy',
    channelSubscribers: 486_000,
    views: 478_000,
    publishedDate: '2026-11-20',
    duration: '12:36',
    thumbnail: 'from-yellow-400 to-amber-600',
    description: 'Data-driven look at thumbnails that win clicks.',
    tags: ['youtube thumbnail maker', 'thumbnails', 'ctr'],
    engagement: { likes: 29_300, comments: 2_510, shares: 4_420 },
    metrics: { ctr: 12.1, avgViewDuration: '6:22', engagement: 7.6 },
    placementOpportunity: 'high',
    estimatedCost: 2500,
    audienceMatch: 96,
    trending: true,
  },
];

export interface TrackedKeyword {
  keyword: string;
  currentRank: number;
  previousRank: number;
  bestRank: number;
  url: string;
  searchVolume: number;
  clicks: number;
  impressions: number;
  /** Click-through rate, percent. */
  ctr: number;
}

const tracked = (entry: Omit<TrackedKeyword, 'ctr'>): TrackedKeyword => ({
  ...entry,
  ctr: clickThroughRate(entry.clicks, entry.impressions),
});

export const trackedKeywords: readonly TrackedKeyword[] = [
  tracked({
    keyword: 'video script template',
    currentRank: 3,
    previousRank: 7,
    bestRank: 3,
    url: '/blog/video-script-template',
    searchVolume: 8100,
    clicks: 1_284,
    impressions: 18_420,
  }),
  tracked({
    keyword: 'youtube thumbnail maker',
    currentRank: 8,
    previousRank: 6,
    bestRank: 5,
    url: '/tools/thumbnail-maker',
    searchVolume: 33_100,
    clicks: 2_046,
    impressions: 61_300,
  }),
  tracked({
    keyword: 'ai video generator',
    currentRank: 14,
    previousRank: 21,
    bestRank: 14,
    url: '/features/ai-video',
    searchVolume: 90_500,
    clicks: 1_910,
    impressions: 148_700,
  }),
  tracked({
    keyword: 'how to edit youtube videos',
    currentRank: 5,
    previousRank: 5,
    bestRank: 4,
    url: '/blog/edit-youtube-videos',
    searchVolume: 49_500,
    clicks: 3_372,
    impressions: 52_900,
  }),
  tracked({
    keyword: 'youtube shorts ideas',
    currentRank: 11,
    previousRank: 9,
    bestRank: 9,
    url: '/blog/shorts-ideas',
    searchVolume: 22_200,
    clicks: 684,
    impressions: 29_800,
  }),
  tracked({
    keyword: 'video marketing strategy',
    currentRank: 2,
    previousRank: 4,
    bestRank: 2,
    url: '/guides/video-marketing',
    searchVolume: 6_600,
    clicks: 1_452,
    impressions: 9_870,
  }),
];
