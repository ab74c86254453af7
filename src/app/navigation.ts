import {
  Activity,
  ChartColumn,
  Bot,
  Clapperboard,
  CreditCard,
  Eye,
  FileText,
  Image,
  KeyRound,
  LayoutDashboard,
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

export interface NavEntry {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar, in the spec's order, with its targets (query parameters included). */
export const sidebarEntries: readonly NavEntry[] = [
  { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard },
  { label: 'My Plan & Credits', to: '/dashboard/settings?tab=billing', icon: CreditCard },
  { label: 'Video Creator', to: '/dashboard/video-creator', icon: Clapperboard },
  { label: 'Thumbnail Designer', to: '/dashboard/thumbnail-designer', icon: Image },
  { label: 'Templates & Swipes', to: '/dashboard/templates', icon: FileText },
  { label: 'Campaigns', to: '/dashboard/campaigns', icon: Megaphone },
  { label: 'Competitive Intel', to: '/dashboard/competitive-intel', icon: Target },
  { label: 'Analytics', to: '/dashboard/analytics', icon: ChartColumn },
  { label: 'Policy Compliance', to: '/dashboard/compliance', icon: ShieldCheck },
  { label: 'Collaboration', to: '/dashboard/collaboration', icon: Users },
  { label: 'Automation', to: '/dashboard/automation', icon: Bot },
  { label: 'Keywords & Placement', to: '/dashboard/keywords', icon: Search },
  { label: 'Audience Insights', to: '/dashboard/audience-insights', icon: UsersRound },
  { label: 'YouTube Spy Tool', to: '/dashboard/youtube-spy', icon: Eye },
  { label: 'Live Streaming', to: '/dashboard/live-streaming', icon: Radio },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings },
  { label: 'Tracking & Analytics', to: '/dashboard/settings?tab=tracking', icon: Activity },
  { label: 'PS-FABA API Keys', to: '/dashboard/ps-faba', icon: KeyRound },
  { label: 'Admin Dashboard', to: '/dashboard/admin', icon: ShieldUser },
];
