import {
  Activity,
  Bot,
  ChartColumn,
  Clapperboard,
  CreditCard,
  Eye,
  FileText,
  Image,
  KeyRound,
  LayoutDashboard,
  Library,
  Megaphone,
  Radio,
  Search,
  Settings,
  ShieldCheck,
  ShieldUser,
  Target,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { dashboardPath } from '@/lib/paths';

/** A page below /dashboard: its path, its title (the tab's title too) and its screen. */
export interface DashboardPage {
  kind: 'page';
  /** The segment after /dashboard/ ('' for /dashboard itself). */
  path: string;
  title: string;
  screen: LazyExoticComponent<ComponentType>;
  /** Starts loading the screen's module (and its static imports); `screen` renders from the same one. */
  load: () => Promise<unknown>;
  /** Its sidebar entry, if it has one (at this row's place in the sidebar). */
  nav?: { label: string; icon: LucideIcon };
}

/** A sidebar entry that opens a page with a query (a settings tab), at this row's place. */
export interface DashboardShortcut {
  kind: 'shortcut';
  to: string;
  label: string;
  icon: LucideIcon;
}

export interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

const lazyScreen = <T extends Record<string, ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
): Pick<DashboardPage, 'screen' | 'load'> => ({
  load,
  screen: lazy(() => load().then((m) => ({ default: m[name] }))),
});

/**
 * The dashboard's pages and the sidebar, in the sidebar's order (docs/product-rules.md#sidebar). Adding a
 * page is one row here: the route, its lazy screen (one chunk each), its title and its entry.
 */
export const dashboardTable: readonly (DashboardPage | DashboardShortcut)[] = [
  {
    kind: 'page',
    path: '',
    title: 'Dashboard',
    ...lazyScreen(() => import('@/features/dashboard/screens/dashboard-home-screen'), 'DashboardHomeScreen'),
    nav: { label: 'Dashboard', icon: LayoutDashboard },
  },
  {
    kind: 'shortcut',
    to: `${dashboardPath('settings')}?tab=billing`,
    label: 'My Plan & Credits',
    icon: CreditCard,
  },
  {
    kind: 'page',
    path: 'video-creator',
    title: 'AI Video Creator',
    ...lazyScreen(
      () => import('@/features/video-creator/screens/video-creator-screen'),
      'VideoCreatorScreen',
    ),
    nav: { label: 'Video Creator', icon: Clapperboard },
  },
  {
    kind: 'page',
    path: 'library',
    title: 'Library',
    ...lazyScreen(() => import('@/features/library/screens/library-screen'), 'LibraryScreen'),
    nav: { label: 'Library', icon: Library },
  },
  {
    kind: 'page',
    path: 'thumbnail-designer',
    title: 'Thumbnail Designer',
    ...lazyScreen(
      () => import('@/features/thumbnail-designer/screens/thumbnail-designer-screen'),
      'ThumbnailDesignerScreen',
    ),
    nav: { label: 'Thumbnail Designer', icon: Image },
  },
  {
    kind: 'page',
    path: 'templates',
    title: 'Templates & Swipes',
    ...lazyScreen(() => import('@/features/templates/screens/templates-screen'), 'TemplatesScreen'),
    nav: { label: 'Templates & Swipes', icon: FileText },
  },
  {
    kind: 'page',
    path: 'campaigns',
    title: 'Campaigns',
    ...lazyScreen(() => import('@/features/campaigns/screens/campaigns-screen'), 'CampaignsScreen'),
    nav: { label: 'Campaigns', icon: Megaphone },
  },
  {
    kind: 'page',
    path: 'competitive-intel',
    title: 'Competitive Intelligence',
    ...lazyScreen(
      () => import('@/features/competitive-intel/screens/competitive-intel-screen'),
      'CompetitiveIntelScreen',
    ),
    nav: { label: 'Competitive Intel', icon: Target },
  },
  {
    kind: 'page',
    path: 'analytics',
    title: 'Analytics',
    ...lazyScreen(() => import('@/features/analytics/screens/analytics-screen'), 'AnalyticsScreen'),
    nav: { label: 'Analytics', icon: ChartColumn },
  },
  {
    kind: 'page',
    path: 'compliance',
    title: 'Policy Compliance',
    ...lazyScreen(() => import('@/features/compliance/screens/compliance-screen'), 'ComplianceScreen'),
    nav: { label: 'Policy Compliance', icon: ShieldCheck },
  },
  {
    kind: 'page',
    path: 'collaboration',
    title: 'Collaboration',
    ...lazyScreen(
      () => import('@/features/collaboration/screens/collaboration-screen'),
      'CollaborationScreen',
    ),
    nav: { label: 'Collaboration', icon: Users },
  },
  {
    kind: 'page',
    path: 'automation',
    title: 'Automation & Scheduling',
    ...lazyScreen(() => import('@/features/automation/screens/automation-screen'), 'AutomationScreen'),
    nav: { label: 'Automation', icon: Bot },
  },
  {
    kind: 'page',
    path: 'keywords',
    title: 'Keywords & Placement',
    ...lazyScreen(() => import('@/features/keywords/screens/keywords-screen'), 'KeywordsScreen'),
    nav: { label: 'Keywords & Placement', icon: Search },
  },
  {
    kind: 'page',
    path: 'audience-insights',
    title: 'Audience Insights',
    ...lazyScreen(
      () => import('@/features/audience-insights/screens/audience-insights-screen'),
      'AudienceInsightsScreen',
    ),
    nav: { label: 'Audience Insights', icon: UsersRound },
  },
  {
    kind: 'page',
    path: 'youtube-spy',
    title: 'Competitive Intelligence Hub',
    ...lazyScreen(() => import('@/features/youtube-spy/screens/youtube-spy-screen'), 'YoutubeSpyScreen'),
    nav: { label: 'YouTube Spy Tool', icon: Eye },
  },
  {
    kind: 'page',
    path: 'live-streaming',
    title: 'Live Streaming Studio',
    ...lazyScreen(
      () => import('@/features/live-streaming/screens/live-streaming-screen'),
      'LiveStreamingScreen',
    ),
    nav: { label: 'Live Streaming', icon: Radio },
  },
  {
    kind: 'page',
    path: 'settings',
    title: 'Settings',
    ...lazyScreen(() => import('./settings/settings-screen'), 'SettingsScreen'),
    nav: { label: 'Settings', icon: Settings },
  },
  {
    kind: 'shortcut',
    to: `${dashboardPath('settings')}?tab=tracking`,
    label: 'Tracking & Analytics',
    icon: Activity,
  },
  {
    kind: 'page',
    path: 'ps-faba',
    title: 'PS-FABA Integration',
    ...lazyScreen(() => import('@/features/ps-faba/screens/ps-faba-screen'), 'PsFabaScreen'),
    nav: { label: 'PS-FABA API Keys', icon: KeyRound },
  },
  {
    kind: 'page',
    path: 'admin',
    title: 'Admin Dashboard',
    ...lazyScreen(() => import('@/features/admin/screens/admin-screen'), 'AdminScreen'),
    nav: { label: 'Admin Dashboard', icon: ShieldUser },
  },
];

export const dashboardPages: readonly DashboardPage[] = dashboardTable.filter(
  (row): row is DashboardPage => row.kind === 'page',
);

/** The sidebar, in the table's order, with its targets (query parameters included). */
export const sidebarEntries: readonly NavEntry[] = dashboardTable.flatMap((row): NavEntry[] => {
  if (row.kind === 'shortcut') return [{ label: row.label, to: row.to, icon: row.icon }];
  return row.nav ? [{ ...row.nav, to: dashboardPath(row.path) }] : [];
});

/** The dashboard page at `pathname` (no query), or null outside the dashboard's pages. */
export function dashboardPageAt(pathname: string): DashboardPage | null {
  const path = pathname.replace(/\/+$/, '');
  const root = dashboardPath('');
  if (path !== root && !path.startsWith(`${root}/`)) return null;
  const segment = path.slice(root.length + 1);
  return dashboardPages.find((page) => page.path === segment) ?? null;
}

/**
 * Starts loading the screen of the page at `pathname` (a failure is left to its lazy boundary):
 * the dashboard's routes call it as they load, so the screen's code arrives while the session is
 * still being checked rather than after.
 */
export function preloadDashboardPage(pathname: string): void {
  dashboardPageAt(pathname)
    ?.load()
    .catch(() => undefined);
}

/** The title of the dashboard page at `pathname`, or null outside the dashboard's pages. */
export function dashboardTitleOf(pathname: string): string | null {
  return dashboardPageAt(pathname)?.title ?? null;
}
