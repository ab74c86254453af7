import { describe, expect, test } from 'vitest';
import { dashboardPages, dashboardTitleOf, sidebarEntries } from '../dashboard-route-table';

describe('the dashboard route table', () => {
  test('the sidebar lists its 20 entries in order, with their targets', () => {
    expect(sidebarEntries.map((e) => [e.label, e.to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['My Plan & Credits', '/dashboard/settings?tab=billing'],
      ['Video Creator', '/dashboard/video-creator'],
      ['Library', '/dashboard/library'],
      ['Thumbnail Designer', '/dashboard/thumbnail-designer'],
      ['Templates & Swipes', '/dashboard/templates'],
      ['Campaigns', '/dashboard/campaigns'],
      ['Competitive Intel', '/dashboard/competitive-intel'],
      ['Analytics', '/dashboard/analytics'],
      ['Policy Compliance', '/dashboard/compliance'],
      ['Collaboration', '/dashboard/collaboration'],
      ['Automation', '/dashboard/automation'],
      ['Keywords & Placement', '/dashboard/keywords'],
      ['Audience Insights', '/dashboard/audience-insights'],
      ['YouTube Spy Tool', '/dashboard/youtube-spy'],
      ['Live Streaming', '/dashboard/live-streaming'],
      ['Settings', '/dashboard/settings'],
      ['Tracking & Analytics', '/dashboard/settings?tab=tracking'],
      ['PS-FABA API Keys', '/dashboard/ps-faba'],
      ['Admin Dashboard', '/dashboard/admin'],
    ]);
  });

  test('every page has its own path and a title; every sidebar target is a page', () => {
    const paths = dashboardPages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(dashboardPages).toHaveLength(18);
    for (const entry of sidebarEntries) {
      expect(dashboardTitleOf(entry.to.split('?')[0]), entry.to).not.toBeNull();
    }
  });

  test('titles are found by path, with or without a trailing slash; others have none', () => {
    expect(dashboardTitleOf('/dashboard')).toBe('Dashboard');
    expect(dashboardTitleOf('/dashboard/video-creator/')).toBe('AI Video Creator');
    expect(dashboardTitleOf('/dashboard/youtube-spy')).toBe('Competitive Intelligence Hub');
    expect(dashboardTitleOf('/dashboard/nope')).toBeNull();
    expect(dashboardTitleOf('/dashboardx')).toBeNull();
    expect(dashboardTitleOf('/auth/login')).toBeNull();
  });
});
