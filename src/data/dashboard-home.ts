/** Sample data for the dashboard home: its static cards, activity and actions. */
export interface StatCard {
  label: string;
  value: string;
  change: string;
  trend: 'up' | 'down';
}

export const dashboardStats: readonly StatCard[] = [
  { label: 'Total Views', value: '2,847,392', change: '+12.5%', trend: 'up' },
  { label: 'Subscribers', value: '48,291', change: '+8.2%', trend: 'up' },
  { label: 'Videos Created', value: '127', change: '+23', trend: 'up' },
  { label: 'Engagement Rate', value: '6.84%', change: '-0.3%', trend: 'down' },
];

export interface ActivityItem {
  id: string;
  title: string;
  detail: string;
  when: string;
}

export const recentActivity: readonly ActivityItem[] = [
  {
    id: 'a1',
    title: 'Video published',
    detail: '“10 Hooks That Stop the Scroll” went live',
    when: '2 hours ago',
  },
  { id: 'a2', title: 'Thumbnail exported', detail: 'Bold Text template, 1280×720', when: '5 hours ago' },
  {
    id: 'a3',
    title: 'Campaign milestone',
    detail: 'Spring Launch passed 100,000 impressions',
    when: 'Yesterday',
  },
  {
    id: 'a4',
    title: 'Voice-over generated',
    detail: 'Product demo narration with Bella',
    when: '2 days ago',
  },
];
