/**
 * Sample figures for the dashboard home's channel cards, shown (marked "Sample") until a channel
 * is connected. Videos Created and Recent Activity are the workspace's own, not here.
 */
export interface SampleStat {
  label: string;
  value: string;
  change: string;
  trend: 'up' | 'down';
}

export const sampleChannelStats = {
  totalViews: { label: 'Total Views', value: '2,847,392', change: '+12.5%', trend: 'up' },
  subscribers: { label: 'Subscribers', value: '48,291', change: '+8.2%', trend: 'up' },
  engagementRate: { label: 'Engagement Rate', value: '6.84%', change: '-0.3%', trend: 'down' },
} as const satisfies Record<string, SampleStat>;
