import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, test, vi } from 'vitest';
import {
  ageDistribution,
  audienceKpis,
  audiencePeriods,
  audienceRecommendations,
  audienceSegments,
  contentPreferences,
  deviceUsage,
  engagementByTime,
  genderSplit,
  topLocations,
} from '@/data/audience-insights';
import { formatNumber } from '@/lib/format/metrics';
import { formatDuration } from '../lib/format-duration';
import { AudienceInsightsScreen } from '../screens/audience-insights-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('audience sample data', () => {
  test('every breakdown of shares sums to 100', () => {
    expect(sum(ageDistribution.map((slice) => slice.value))).toBe(100);
    expect(ageDistribution.map((slice) => slice.name)).toEqual(['18-24', '25-34', '35-44', '45-54', '55+']);
    expect(sum(genderSplit.map((slice) => slice.value))).toBe(100);
    expect(sum(deviceUsage.map((device) => device.value))).toBe(100);
    expect(deviceUsage.map((device) => device.name)).toEqual(['Mobile', 'Desktop', 'Tablet']);
    expect(sum(audienceSegments.map((segment) => segment.percentage))).toBe(100);
    expect(sum(contentPreferences.map((preference) => preference.preference))).toBe(100);
  });

  test('subscribers and non-subscribers add up to all viewers in every period', () => {
    for (const period of audiencePeriods) {
      const all = audienceKpis(period, 'all');
      const parts = audienceKpis(period, 'subscribers').users + audienceKpis(period, 'non-subscribers').users;
      expect(Math.abs(parts - all.users)).toBeLessThanOrEqual(1);
    }
  });

  test('the top five countries carry the user counts of their share', () => {
    const locations = topLocations('30d', 'all');
    expect(locations).toHaveLength(5);
    const total = audienceKpis('30d', 'all').users;
    for (const location of locations) {
      expect(location.users).toBe(Math.round((total * location.percentage) / 100));
    }
    expect(locations.map((location) => location.percentage)).toEqual(
      [...locations.map((location) => location.percentage)].sort((a, b) => b - a),
    );
  });

  test('the recommendations match the data behind them', () => {
    const peak = [...engagementByTime].sort((a, b) => b.likes - a.likes)[0];
    expect(peak.time).toBe('8 PM');
    const weighted = (types: string[]) => {
      const rows = contentPreferences.filter((row) => types.includes(row.type));
      return sum(rows.map((row) => row.preference * row.engagement)) / sum(rows.map((row) => row.preference));
    };
    const featured = ['How-to Tutorials', 'Case Studies'];
    const others = contentPreferences.map((row) => row.type).filter((type) => !featured.includes(type));
    expect(Math.round((weighted(featured) / weighted(others) - 1) * 100)).toBe(40);
    const countries = topLocations('30d', 'all').map((location) => location.country);
    expect(countries).toContain('Canada');
    expect(countries).toContain('Australia');
    expect(audienceRecommendations.map((card) => card.body).join(' ')).toMatch(
      /8-10 PM EST on weekdays[\s\S]*how-to tutorials and case studies[\s\S]*40% higher engagement[\s\S]*Canada and Australia/,
    );
  });

  test('watch time shows minutes and seconds', () => {
    expect(formatDuration(252)).toBe('4:12');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(600)).toBe('10:00');
  });
});

describe('Audience Insights screen', { timeout: 30_000 }, () => {
  const setup = () => {
    const user = userEvent.setup();
    render(<AudienceInsightsScreen />);
    return user;
  };
  /** One KPI card, found by its label among the screen's figures. */
  const kpi = (label: string) =>
    within(screen.getByRole('region', { name: 'Audience figures' })).getByRole('region', { name: label });

  test('defaults to the last 30 days and all audiences; both filters change the figures', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Audience Insights' })).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30d');
    expect(screen.getByLabelText('Audience')).toHaveValue('all');
    expect(
      within(screen.getByLabelText('Period'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last year']);
    expect(
      within(kpi('Total Audience')).getByText(formatNumber(audienceKpis('30d', 'all').users)),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Audience figures' })).getAllByText('vs last period'),
    ).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('Period'), '7d');
    const week = audienceKpis('7d', 'all');
    expect(within(kpi('Total Audience')).getByText(formatNumber(week.users))).toBeInTheDocument();
    expect(within(kpi('Avg. Watch Time')).getByText(formatDuration(week.watchSeconds))).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Audience'), 'subscribers');
    const subscribers = audienceKpis('7d', 'subscribers');
    expect(within(kpi('Total Audience')).getByText(formatNumber(subscribers.users))).toBeInTheDocument();
    const countries = screen.getByRole('list', { name: 'Top countries' });
    expect(within(countries).getAllByRole('listitem')).toHaveLength(5);
    expect(
      within(countries).getByText(`${formatNumber(topLocations('7d', 'subscribers')[0].users)} users`),
    ).toBeInTheDocument();
  });

  test('one segment is selected at a time, and selecting it again clears it', async () => {
    const user = setup();
    const card = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
    for (const segment of audienceSegments)
      expect(card(segment.name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(card('Aspiring Creators'));
    expect(card('Aspiring Creators')).toHaveAttribute('aria-pressed', 'true');
    await user.click(card('Casual Learners'));
    expect(card('Casual Learners')).toHaveAttribute('aria-pressed', 'true');
    expect(card('Aspiring Creators')).toHaveAttribute('aria-pressed', 'false');
    await user.click(card('Casual Learners'));
    expect(card('Casual Learners')).toHaveAttribute('aria-pressed', 'false');
  });

  test('shows the breakdowns, the engagement chart’s figures and the recommendations', async () => {
    const user = setup();
    expect(screen.getByRole('table', { name: 'Audience by age' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Audience by gender' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mobile usage' })).toHaveAttribute('aria-valuenow', '64');
    expect(screen.getByRole('heading', { name: 'Engagement Patterns by Time' })).toBeInTheDocument();
    const engagement = screen.getByRole('table', { name: /Likes, comments and shares/ });
    expect(
      within(engagement)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time (EST)', 'Likes', 'Comments', 'Shares']);
    expect(screen.getByText('92/100')).toBeInTheDocument();
    expect(screen.getByText(/8-10 PM EST on weekdays/)).toBeInTheDocument();
    expect(screen.getByText(/40% higher engagement/)).toBeInTheDocument();
    expect(screen.getByText(/Expand to Canada and Australia/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Personas' }));
    expect(toast).toHaveBeenCalledWith('Persona generation is coming soon');
  });
});
