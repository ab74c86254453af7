/** Sample data for the Competitive Intelligence screen. */

export interface Competitor {
  id: string;
  name: string;
  channelHandle: string;
  subscribers: number;
  avgViews: number;
  uploadFrequency: string;
  topCategories: readonly string[];
  /** Subscriber growth over the last 30 days, in percent. */
  recentGrowth: number;
  /** Initials on a coloured disc (the screens load no images). */
  avatar: { initials: string; color: string };
}

export interface CompetitorAd {
  id: string;
  competitorId: string;
  title: string;
  /** Placeholder artwork, as a Tailwind gradient. */
  thumbnail: string;
  views: number;
  likes: number;
  comments: number;
  /** m:ss */
  duration: string;
  /** ISO date (yyyy-mm-dd). */
  publishedDate: string;
  /** Estimated spend, whole dollars. */
  adSpend: number;
  /** Percent. */
  ctr: number;
  /** (likes + comments) / views, in percent. */
  engagement: number;
  hook: string;
  cta: string;
  tags: readonly string[];
}

export const alertTypes = ['new_ad', 'viral_content', 'strategy_change'] as const;
export type AlertType = (typeof alertTypes)[number];
export const alertSeverities = ['high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof alertSeverities)[number];

export interface CompetitorAlert {
  id: string;
  type: AlertType;
  competitor: string;
  message: string;
  timestamp: string;
  severity: AlertSeverity;
}

/** The day the sample ad library was collected; its period filter counts back from here. */
export const adLibraryAsOf = '2026-11-22';

export const sampleCompetitors: readonly Competitor[] = [
  {
    id: 'cmp-1',
    name: 'CreatorLab Academy',
    channelHandle: '@creatorlab',
    subscribers: 1_840_000,
    avgViews: 212_000,
    uploadFrequency: '3 videos/week',
    topCategories: ['Tutorials', 'Creator Economy'],
    recentGrowth: 6.4,
    avatar: { initials: 'CL', color: 'bg-indigo-600' },
  },
  {
    id: 'cmp-2',
    name: 'GrowthReel',
    channelHandle: '@growthreel',
    subscribers: 920_000,
    avgViews: 148_500,
    uploadFrequency: 'Daily',
    topCategories: ['Marketing', 'Shorts'],
    recentGrowth: 11.2,
    avatar: { initials: 'GR', color: 'bg-emerald-700' },
  },
  {
    id: 'cmp-3',
    name: 'StudioPro Gear',
    channelHandle: '@studioprogear',
    subscribers: 2_310_000,
    avgViews: 386_000,
    uploadFrequency: '2 videos/week',
    topCategories: ['Reviews', 'Tech'],
    recentGrowth: 2.1,
    avatar: { initials: 'SP', color: 'bg-rose-600' },
  },
  {
    id: 'cmp-4',
    name: 'Edit Faster',
    channelHandle: '@editfaster',
    subscribers: 540_000,
    avgViews: 96_400,
    uploadFrequency: '4 videos/week',
    topCategories: ['Tutorials', 'Editing'],
    recentGrowth: -1.3,
    avatar: { initials: 'EF', color: 'bg-amber-700' },
  },
];

const ad = (input: Omit<CompetitorAd, 'engagement'>): CompetitorAd => ({
  ...input,
  engagement: input.views > 0 ? ((input.likes + input.comments) / input.views) * 100 : 0,
});

export const sampleCompetitorAds: readonly CompetitorAd[] = [
  ad({
    id: 'ad-1',
    competitorId: 'cmp-1',
    title: 'Grow to 10K Subscribers in 90 Days',
    thumbnail: 'from-indigo-500 to-sky-400',
    views: 482_300,
    likes: 21_400,
    comments: 1_860,
    duration: '0:45',
    publishedDate: '2026-11-19',
    adSpend: 18_500,
    ctr: 4.12,
    hook: 'Most channels stall at 1,000 subscribers. Here is why.',
    cta: 'Join the free workshop',
    tags: ['growth', 'workshop', 'creators'],
  }),
  ad({
    id: 'ad-2',
    competitorId: 'cmp-2',
    title: 'The Shorts Strategy Nobody Talks About',
    thumbnail: 'from-emerald-500 to-lime-400',
    views: 1_126_000,
    likes: 64_200,
    comments: 3_940,
    duration: '0:30',
    publishedDate: '2026-11-17',
    adSpend: 22_000,
    ctr: 5.38,
    hook: 'Three Shorts a day doubled our watch time.',
    cta: 'Download the playbook',
    tags: ['shorts', 'strategy'],
  }),
  ad({
    id: 'ad-3',
    competitorId: 'cmp-3',
    title: 'Studio Lighting Kit: Honest Review',
    thumbnail: 'from-rose-500 to-orange-400',
    views: 268_900,
    likes: 9_870,
    comments: 1_210,
    duration: '1:15',
    publishedDate: '2026-11-02',
    adSpend: 9_800,
    ctr: 2.86,
    hook: 'We tested five kits so you do not have to.',
    cta: 'Shop the kit',
    tags: ['gear', 'lighting', 'review'],
  }),
  ad({
    id: 'ad-4',
    competitorId: 'cmp-4',
    title: 'Edit a Video in 10 Minutes',
    thumbnail: 'from-amber-500 to-yellow-300',
    views: 154_700,
    likes: 6_020,
    comments: 540,
    duration: '0:58',
    publishedDate: '2026-10-08',
    adSpend: 4_200,
    ctr: 3.21,
    hook: 'Stop spending your weekends in the timeline.',
    cta: 'Start a free trial',
    tags: ['editing', 'productivity'],
  }),
  ad({
    id: 'ad-5',
    competitorId: 'cmp-1',
    title: 'Write Hooks That Keep Viewers Watching',
    thumbnail: 'from-violet-500 to-fuchsia-400',
    views: 318_600,
    likes: 15_300,
    comments: 1_120,
    duration: '0:38',
    publishedDate: '2026-10-27',
    adSpend: 11_400,
    ctr: 3.94,
    hook: 'The first five seconds decide everything.',
    cta: 'Get the hook templates',
    tags: ['hooks', 'scripting'],
  }),
  ad({
    id: 'ad-6',
    competitorId: 'cmp-3',
    title: 'Best Microphones for Creators in 2026',
    thumbnail: 'from-slate-500 to-slate-800',
    views: 402_100,
    likes: 12_900,
    comments: 2_360,
    duration: '1:30',
    publishedDate: '2026-09-05',
    adSpend: 14_600,
    ctr: 2.47,
    hook: 'Your audio matters more than your camera.',
    cta: 'Compare prices',
    tags: ['gear', 'audio'],
  }),
  ad({
    id: 'ad-7',
    competitorId: 'cmp-2',
    title: 'Turn One Video Into Ten Posts',
    thumbnail: 'from-teal-500 to-cyan-400',
    views: 221_800,
    likes: 10_450,
    comments: 880,
    duration: '0:25',
    publishedDate: '2026-11-21',
    adSpend: 6_300,
    ctr: 4.67,
    hook: 'Repurposing is the cheapest growth there is.',
    cta: 'Try it free',
    tags: ['repurposing', 'shorts'],
  }),
];

export const sampleCompetitorAlerts: readonly CompetitorAlert[] = [
  {
    id: 'alert-1',
    type: 'viral_content',
    competitor: 'GrowthReel',
    message: '"The Shorts Strategy Nobody Talks About" passed 1.1M views in five days.',
    timestamp: '2 hours ago',
    severity: 'high',
  },
  {
    id: 'alert-2',
    type: 'new_ad',
    competitor: 'CreatorLab Academy',
    message: 'Launched a new 45-second ad promoting a free growth workshop.',
    timestamp: '5 hours ago',
    severity: 'medium',
  },
  {
    id: 'alert-3',
    type: 'strategy_change',
    competitor: 'StudioPro Gear',
    message: 'Moved from weekly reviews to two uploads a week with shorter ads.',
    timestamp: 'Yesterday',
    severity: 'medium',
  },
  {
    id: 'alert-4',
    type: 'new_ad',
    competitor: 'GrowthReel',
    message: 'Started a 25-second repurposing ad with a free-trial call to action.',
    timestamp: '2 days ago',
    severity: 'low',
  },
  {
    id: 'alert-5',
    type: 'strategy_change',
    competitor: 'Edit Faster',
    message: 'Subscriber count fell 1.3% this month after fewer uploads.',
    timestamp: '4 days ago',
    severity: 'low',
  },
];
