// Kept apart from the sidebar's icons: the router (on the landing page's path) needs only these.
/** The dashboard's child pages and their titles. */
export const dashboardPages: readonly { path: string; title: string }[] = [
  { path: 'video-creator', title: 'AI Video Creator' },
  { path: 'thumbnail-designer', title: 'Thumbnail Designer' },
  { path: 'templates', title: 'Templates & Swipes' },
  { path: 'campaigns', title: 'Campaigns' },
  { path: 'competitive-intel', title: 'Competitive Intelligence' },
  { path: 'analytics', title: 'Analytics' },
  { path: 'compliance', title: 'Policy Compliance' },
  { path: 'collaboration', title: 'Collaboration' },
  { path: 'automation', title: 'Automation & Scheduling' },
  { path: 'keywords', title: 'Keywords & Placement' },
  { path: 'audience-insights', title: 'Audience Insights' },
  { path: 'youtube-spy', title: 'Competitive Intelligence Hub' },
  { path: 'live-streaming', title: 'Live Streaming Studio' },
  { path: 'settings', title: 'Settings' },
  { path: 'ps-faba', title: 'PS-FABA Integration' },
  { path: 'admin', title: 'Admin Dashboard' },
];
