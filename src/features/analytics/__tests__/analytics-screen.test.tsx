import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ageSlices,
  analyticsAsOf,
  analyticsPeriodDays,
  analyticsPeriods,
  dailyMetricsFor,
  deviceSlices,
  previousDailyMetricsFor,
} from '@/data/analytics';
import { formatCompact, formatNumber } from '@/lib/format/metrics';
import { summarizePeriod, totalsOf, trendPoints } from '../lib/analytics-summary';
import { performanceCsv } from '../lib/performance-csv';
import { AnalyticsScreen } from '../screens/analytics-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('analytics sample data', () => {
  test('each period has one row per day, ending on the last sample day, following the previous period', () => {
    for (const period of analyticsPeriods) {
      const days = dailyMetricsFor(period);
      expect(days).toHaveLength(analyticsPeriodDays[period]);
      expect(days.at(-1)?.date).toBe(analyticsAsOf);
      const before = previousDailyMetricsFor(period);
      expect(before).toHaveLength(analyticsPeriodDays[period]);
      const gap = Date.parse(days[0].date) - Date.parse(before.at(-1)!.date);
      expect(gap).toBe(24 * 60 * 60 * 1000);
    }
  });

  test('daily figures hang together: clicks under views, conversions under clicks', () => {
    for (const day of dailyMetricsFor('1y')) {
      expect(day.clicks).toBeLessThan(day.views);
      expect(day.conversions).toBeLessThan(day.clicks);
      expect(day.spend).toBeGreaterThan(0);
    }
  });

  test('the totals are the sums of the days and the rates come from the sums', () => {
    const days = dailyMetricsFor('7d');
    const totals = totalsOf(days);
    expect(totals.views).toBe(days.reduce((sum, day) => sum + day.views, 0));
    expect(totals.ctr).toBeCloseTo((totals.clicks / totals.views) * 100, 10);
    expect(totals.cpa).toBeCloseTo(totals.spend / totals.conversions, 10);
  });

  test('the year is charted by month and the monthly points add up to the year', () => {
    const { days, totals } = summarizePeriod('1y');
    const months = trendPoints('1y', days);
    expect(months.length).toBe(13);
    expect(months.reduce((sum, month) => sum + month.views, 0)).toBe(totals.views);
    expect(trendPoints('30d', dailyMetricsFor('30d'))).toHaveLength(30);
  });

  test('age and device shares sum to 100 and use the five age buckets', () => {
    expect(ageSlices.map((slice) => slice.name)).toEqual(['18-24', '25-34', '35-44', '45-54', '55+']);
    expect(ageSlices.reduce((sum, slice) => sum + slice.value, 0)).toBe(100);
    expect(deviceSlices.reduce((sum, slice) => sum + slice.value, 0)).toBe(100);
  });

  test('the CSV has a header and one line per day', () => {
    const csv = performanceCsv(dailyMetricsFor('7d')).trim().split('\n');
    expect(csv[0]).toBe('Date,Views,Clicks,CTR (%),Conversions,Spend (USD),CPA (USD)');
    expect(csv).toHaveLength(8);
    expect(csv[7].startsWith(`${analyticsAsOf},`)).toBe(true);
  });
});

describe('Analytics screen', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  const setup = () => {
    const user = userEvent.setup();
    render(<AnalyticsScreen />);
    return user;
  };
  /** One KPI card, found by its label among the screen's figures. */
  const kpi = (label: string) =>
    within(screen.getByRole('region', { name: 'Key figures' })).getByRole('region', { name: label });

  test('shows six KPI cards for the last 30 days by default, and the period switch changes them', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Key figures' })).getAllByText(
      'vs previous period',
    );
    expect(cards).toHaveLength(6);
    expect(screen.getByRole('button', { name: '30d' })).toHaveAttribute('aria-pressed', 'true');
    const month = summarizePeriod('30d').totals;
    expect(within(kpi('Total Views')).getByText(formatCompact(month.views))).toBeInTheDocument();
    expect(within(kpi('Clicks')).getByText(formatNumber(month.clicks))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '7d' }));
    expect(screen.getByRole('button', { name: '7d' })).toHaveAttribute('aria-pressed', 'true');
    const week = summarizePeriod('7d').totals;
    expect(within(kpi('Clicks')).getByText(formatNumber(week.clicks))).toBeInTheDocument();
    expect(within(kpi('Clicks')).queryByText(formatNumber(month.clicks))).not.toBeInTheDocument();
  });

  test('the daily table lists the period’s days with a total row equal to the KPIs', async () => {
    const user = setup();
    const region = screen.getByRole('region', { name: 'Daily campaign performance' });
    expect(
      within(region).getByRole('table', { name: 'Daily Campaign Performance Details' }),
    ).toBeInTheDocument();
    const body = within(region).getAllByRole('rowgroup')[1];
    expect(within(body).getAllByRole('row')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show all 30 days' }));
    expect(within(body).getAllByRole('row')).toHaveLength(30);
    const total = within(region).getByRole('row', { name: /^Total \(30 days\)/ });
    expect(within(total).getByText(formatNumber(summarizePeriod('30d').totals.clicks))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1y' }));
    const yearRegion = screen.getByRole('region', { name: 'Daily campaign performance' });
    expect(within(yearRegion).getByRole('rowheader', { name: 'Total (365 days)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all 365 days' })).toBeInTheDocument();
  });

  test('the metric switch changes what Performance Trends draws', async () => {
    const user = setup();
    expect(screen.getByRole('table', { name: 'Views, last 30 days' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spend' }));
    expect(screen.getByRole('button', { name: 'Spend' })).toHaveAttribute('aria-pressed', 'true');
    const spendTable = screen.getByRole('table', { name: 'Spend, last 30 days' });
    expect(within(spendTable).getAllByRole('row')).toHaveLength(31);
    await user.click(screen.getByRole('button', { name: 'Conversions' }));
    expect(screen.getByRole('table', { name: 'Conversions, last 30 days' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '90d' }));
    expect(screen.getByRole('table', { name: 'Conversions, last 90 days' })).toBeInTheDocument();
  });

  test('shows the demographics, devices and top videos', () => {
    setup();
    expect(screen.getByRole('table', { name: 'Viewers by age' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mobile viewers' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    const top = screen.getByRole('region', { name: 'Top Performing Videos' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(5);
    expect(within(top).getByText('486.2K')).toBeInTheDocument();
  });

  test('Export Report downloads the period’s table as CSV', async () => {
    const user = setup();
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:report';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: '7d' }));
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(click.mock.instances[0]).toHaveProperty('download', 'campaign-performance-7d.csv');
    expect(await created[0].text()).toBe(performanceCsv(dailyMetricsFor('7d')));
  });
});
