/** The competitive research hub's options, delays and sample alerts (docs/product-rules.md#research-hub). */

export const TRENDING_CATEGORIES = [
  { value: 'all', label: 'All Categories' },
  { value: 'technology', label: 'Technology' },
  { value: 'business', label: 'Business' },
  { value: 'lifestyle', label: 'Lifestyle' },
  { value: 'education', label: 'Education' },
  { value: 'entertainment', label: 'Entertainment' },
] as const;

export const TIME_RANGES = [
  { value: '24h', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
] as const;

export type ResearchKind = 'trending' | 'competitor' | 'keyword' | 'channel';

/** Simulated research delays in milliseconds. */
export const RESEARCH_DELAYS: Record<ResearchKind, number> = {
  trending: 2000,
  competitor: 3000,
  keyword: 2500,
  channel: 3500,
};

export const VALIDATION_MESSAGES: Record<ResearchKind, string> = {
  trending: 'Please enter a search term or topic',
  competitor: 'Please enter a competitor URL or channel name',
  keyword: 'Please enter a keyword to analyze',
  channel: 'Please enter a channel URL or name',
};

export interface AlertOption {
  id: string;
  label: string;
  detail?: string;
  defaultOn: boolean;
}

export const COMPETITOR_TRIGGERS: readonly AlertOption[] = [
  { id: 'new-uploads', label: 'New video uploads', defaultOn: true },
  { id: 'viral-videos', label: 'Viral videos', detail: '100K+ views in 24h', defaultOn: false },
  { id: 'subscriber-milestones', label: 'Subscriber milestones', defaultOn: false },
];

export const KEYWORD_CONDITIONS: readonly AlertOption[] = [
  { id: 'trending-spike', label: 'Trending spike', detail: '+50% search volume', defaultOn: true },
  { id: 'competition-changes', label: 'Competition level changes', defaultOn: false },
  { id: 'new-viral-content', label: 'New viral content detected', defaultOn: false },
];

export const NOTIFICATION_CHANNELS: readonly AlertOption[] = [
  { id: 'email', label: 'Email notifications', defaultOn: true },
  { id: 'browser-push', label: 'Browser push notifications', defaultOn: true },
  { id: 'slack', label: 'Slack integration', defaultOn: false },
  { id: 'discord', label: 'Discord webhooks', defaultOn: false },
];

export const CHECK_FREQUENCIES = [
  { value: '15m', label: 'Every 15 minutes' },
  { value: '1h', label: 'Every hour' },
  { value: '6h', label: 'Every 6 hours' },
  { value: '1d', label: 'Daily' },
] as const;

export const DEFAULT_CHECK_FREQUENCY = '1h';
export const DEFAULT_QUIET_HOURS = { from: '22:00', to: '08:00' } as const;

export type SpyAlertType = 'competitor' | 'keyword';

export interface SpyAlert {
  id: string;
  type: SpyAlertType;
  target: string;
  /** What the alert watches for, in words. */
  condition: string;
  createdAt: string;
}

export const SAMPLE_ACTIVE_ALERTS: readonly SpyAlert[] = [
  {
    id: 'alert-1',
    type: 'competitor',
    target: 'TechReviewPro',
    condition: 'New video uploads',
    createdAt: 'Created 12 days ago',
  },
  {
    id: 'alert-2',
    type: 'keyword',
    target: 'ai video editing',
    condition: 'Trending spike (+50% search volume)',
    createdAt: 'Created 5 days ago',
  },
  {
    id: 'alert-3',
    type: 'competitor',
    target: 'Creator Growth Lab',
    condition: 'Viral videos (100K+ views in 24h)',
    createdAt: 'Created 2 days ago',
  },
];

export interface AlertActivity {
  id: string;
  title: string;
  detail: string;
  when: string;
  tone: 'red' | 'orange' | 'blue' | 'green';
}

export const RECENT_ALERT_ACTIVITY: readonly AlertActivity[] = [
  {
    id: 'activity-1',
    title: 'Creator Growth Lab went viral',
    detail: '“I Tried Every AI Editor” passed 180K views in 24 hours',
    when: '2 hours ago',
    tone: 'red',
  },
  {
    id: 'activity-2',
    title: 'Search spike: ai video editing',
    detail: 'Search volume up 64% this week',
    when: '6 hours ago',
    tone: 'orange',
  },
  {
    id: 'activity-3',
    title: 'TechReviewPro uploaded',
    detail: '“The Only 3 Mics You Need in 2026”',
    when: 'Yesterday',
    tone: 'blue',
  },
  {
    id: 'activity-4',
    title: 'Milestone: Creator Growth Lab',
    detail: 'Reached 500K subscribers',
    when: '3 days ago',
    tone: 'green',
  },
];
