import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import {
  adLibraryAsOf,
  sampleCompetitorAds,
  sampleCompetitorAlerts,
  sampleCompetitors,
} from '@/data/competitive-intel';
import { severityClasses } from '../lib/alert-style';
import { daysBefore, filterAds } from '../lib/filter-ads';
import { marketOverview } from '../lib/market-overview';
import { CompetitiveIntelScreen } from '../screens/competitive-intel-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('competitive intelligence rules', () => {
  test('severity colours: high red, medium amber, low blue', () => {
    expect(severityClasses.high.badge).toContain('red');
    expect(severityClasses.medium.badge).toContain('amber');
    expect(severityClasses.low.badge).toContain('sky');
  });

  test('the period filter keeps ads published within the last N days of the library', () => {
    const all = { search: '', competitorId: 'all' };
    const within7 = filterAds(sampleCompetitorAds, { ...all, period: '7' }, adLibraryAsOf);
    expect(within7.length).toBeGreaterThan(0);
    expect(within7.every((ad) => daysBefore(ad.publishedDate, adLibraryAsOf) < 7)).toBe(true);
    const within90 = filterAds(sampleCompetitorAds, { ...all, period: '90' }, adLibraryAsOf);
    expect(within90.length).toBe(
      sampleCompetitorAds.filter((ad) => daysBefore(ad.publishedDate, adLibraryAsOf) < 90).length,
    );
    expect(within90.map((ad) => ad.publishedDate)).toEqual(
      [...within90.map((ad) => ad.publishedDate)].sort().reverse(),
    );
  });

  test('ad engagement is likes plus comments over views', () => {
    for (const ad of sampleCompetitorAds) {
      expect(ad.engagement).toBeCloseTo(((ad.likes + ad.comments) / ad.views) * 100, 10);
      expect(sampleCompetitors.some((competitor) => competitor.id === ad.competitorId)).toBe(true);
    }
  });

  test('the market overview sums and averages the tracked channels', () => {
    const market = marketOverview(sampleCompetitors, sampleCompetitorAds, adLibraryAsOf);
    expect(market.combinedSubscribers).toBe(sampleCompetitors.reduce((sum, c) => sum + c.subscribers, 0));
    expect(market.topCategory).toBe('Tutorials');
  });
});

describe('Competitive Intelligence screen', { timeout: 30_000 }, () => {
  beforeEach(() => vi.mocked(toast).mockClear());
  const setup = () => {
    const user = userEvent.setup();
    render(<CompetitiveIntelScreen />);
    return user;
  };

  test('the Overview lists the competitors, the market and the first three alerts', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Competitive Intelligence' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const tracked = screen.getByRole('region', { name: 'Tracked Competitors' });
    for (const competitor of sampleCompetitors) {
      expect(within(tracked).getByText(competitor.name)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Market Overview' })).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent Alerts' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(3);
    expect(within(recent).getByText(sampleCompetitorAlerts[0].message)).toBeInTheDocument();
    expect(within(recent).queryByText(sampleCompetitorAlerts[3].message)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Competitor' }));
    await user.click(screen.getByRole('button', { name: 'Set Alert' }));
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(vi.mocked(toast).mock.calls.map((call) => call[0])).toEqual([
      'Adding competitors is coming soon',
      'Alert rules are coming soon',
      'Report export is coming soon',
    ]);
  });

  test('the Ad Library filters by search, competitor and period', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Ad Library' }));
    const cards = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const last30 = filterAds(
      sampleCompetitorAds,
      { search: '', competitorId: 'all', period: '30' },
      adLibraryAsOf,
    );
    expect(cards()).toEqual(last30.map((ad) => ad.title));
    expect(screen.getByText(`${last30.length} ads`)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), '90');
    expect(cards()).toContain('Best Microphones for Creators in 2026');
    await user.selectOptions(screen.getByLabelText('Competitor'), 'cmp-3');
    expect(cards()).toEqual(['Studio Lighting Kit: Honest Review', 'Best Microphones for Creators in 2026']);
    await user.type(screen.getByLabelText('Search ads'), 'audio');
    expect(cards()).toEqual(['Best Microphones for Creators in 2026']);
    await user.selectOptions(screen.getByLabelText('Period'), '7');
    expect(cards()).toEqual([]);
    expect(screen.getByText(/No ads match these filters/)).toBeInTheDocument();
  });

  test('an ad card shows its metrics with the number rules', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Ad Library' }));
    const card = screen
      .getAllByRole('listitem')
      .find((item) =>
        within(item).queryByRole('heading', { name: 'The Shorts Strategy Nobody Talks About' }),
      );
    if (!card) throw new Error('No card for The Shorts Strategy Nobody Talks About');
    expect(within(card).getByText('1.1M')).toBeInTheDocument();
    expect(within(card).getByText('5.38%')).toBeInTheDocument();
    expect(within(card).getByText('$22,000')).toBeInTheDocument();
  });

  test('Content Analysis says it is coming soon', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Content Analysis' }));
    expect(screen.getByRole('heading', { name: 'Content analysis is coming soon' })).toBeInTheDocument();
  });

  test('dismissing an alert removes it from Alerts and from the Overview', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: /^Alerts/ }));
    expect(screen.getByRole('tab', { name: 'Alerts (5)' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await user.click(
      screen.getByRole('button', {
        name: `Dismiss alert about ${sampleCompetitorAlerts[0].competitor}: ${sampleCompetitorAlerts[0].message}`,
      }),
    );
    expect(screen.queryByText(sampleCompetitorAlerts[0].message)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alerts (4)' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    const recent = screen.getByRole('region', { name: 'Recent Alerts' });
    expect(within(recent).getByText(sampleCompetitorAlerts[3].message)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /^Alerts/ }));
    for (const button of screen.getAllByRole('button', { name: /^Dismiss alert/ })) await user.click(button);
    expect(screen.getByText('You are all caught up')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByText('No alerts right now.')).toBeInTheDocument();
  });
});
