import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each dashboard child page's screen, loaded on demand (one chunk per route). */
export const dashboardScreens: Record<string, LazyExoticComponent<ComponentType>> = {
  'thumbnail-designer': lazy(() =>
    import('@/features/thumbnail-designer/screens/thumbnail-designer-screen').then((m) => ({
      default: m.ThumbnailDesignerScreen,
    })),
  ),
  templates: lazy(() =>
    import('@/features/templates/screens/templates-screen').then((m) => ({ default: m.TemplatesScreen })),
  ),
  campaigns: lazy(() =>
    import('@/features/campaigns/screens/campaigns-screen').then((m) => ({ default: m.CampaignsScreen })),
  ),
  'competitive-intel': lazy(() =>
    import('@/features/competitive-intel/screens/competitive-intel-screen').then((m) => ({
      default: m.CompetitiveIntelScreen,
    })),
  ),
  analytics: lazy(() =>
    import('@/features/analytics/screens/analytics-screen').then((m) => ({ default: m.AnalyticsScreen })),
  ),
  compliance: lazy(() =>
    import('@/features/compliance/screens/compliance-screen').then((m) => ({ default: m.ComplianceScreen })),
  ),
  collaboration: lazy(() =>
    import('@/features/collaboration/screens/collaboration-screen').then((m) => ({
      default: m.CollaborationScreen,
    })),
  ),
  automation: lazy(() =>
    import('@/features/automation/screens/automation-screen').then((m) => ({ default: m.AutomationScreen })),
  ),
  keywords: lazy(() =>
    import('@/features/keywords/screens/keywords-screen').then((m) => ({ default: m.KeywordsScreen })),
  ),
  'audience-insights': lazy(() =>
    import('@/features/audience-insights/screens/audience-insights-screen').then((m) => ({
      default: m.AudienceInsightsScreen,
    })),
  ),
  'youtube-spy': lazy(() =>
    import('@/features/youtube-spy/screens/youtube-spy-screen').then((m) => ({
      default: m.YoutubeSpyScreen,
    })),
  ),
  'live-streaming': lazy(() =>
    import('@/features/live-streaming/screens/live-streaming-screen').then((m) => ({
      default: m.LiveStreamingScreen,
    })),
  ),
  'ps-faba': lazy(() =>
    import('@/features/ps-faba/screens/ps-faba-screen').then((m) => ({ default: m.PsFabaScreen })),
  ),
  admin: lazy(() =>
    import('@/features/admin/screens/admin-screen').then((m) => ({ default: m.AdminScreen })),
  ),
};
