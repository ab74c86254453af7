// The research hub's generated results (docs/product-rules.md#research-hub). None of this is real data.

export interface TrendingVideo {
  id: string;
  /** Two gradient colours and initials for a generated thumbnail (no external image). */
  thumbnail: { from: string; to: string; initials: string };
  title: string;
  /** m:ss */
  duration: string;
  viralScore: number;
  channel: string;
  publishedDate: string;
  views: number;
  likes: number;
  comments: number;
  hook: string;
  cta: string;
  tags: string[];
  /** Engagement as a percentage. */
  engagement: number;
}

export interface CompetitorAnalysis {
  channelName: string;
  subscribers: number;
  totalViews: number;
  avgViews: number;
  uploadFrequency: string;
  topPerformingContent: { title: string; views: number; engagement: number }[];
  contentStrategy: { avgDuration: string; bestUploadTime: string; thumbnailStyle: string; topTags: string[] };
  /** Growth over the last 30 days, as a percentage. */
  recentGrowth: number;
}

export type CompetitionLevel = 'High' | 'Medium' | 'Low';

export interface KeywordAnalysis {
  keyword: string;
  searchVolume: number;
  competition: CompetitionLevel;
  trendDirection: 'up' | 'down';
  trendPercentage: number;
  /** Out of 100. */
  difficulty: number;
  averageCtr: number;
  topCompetitors: { rank: number; channel: string; views: number }[];
  opportunities: string[];
}

export interface ChannelAnalytics {
  channelName: string;
  overview: { subscribers: number; totalVideos: number; totalViews: number; avgViews: number };
  performance: {
    /** Signed, e.g. '+12.4%'. */
    viewsGrowth: string;
    subscriberGrowth: string;
    engagementRate: number;
    uploadConsistency: number;
  };
  contentAnalysis: {
    avgDuration: string;
    uploadPattern: string;
    bestPerformingType: string;
    mostUsedTags: string[];
  };
  topVideos: { title: string; views: number; likes: number; duration: string; publishedDate: string }[];
}
