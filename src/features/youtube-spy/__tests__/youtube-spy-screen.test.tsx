import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { generateKeyword } from '@/services/research/generate-research';
import { ViralBadge } from '../components/trending-results';
import { competitionTone, trendTone, viralScoreTone } from '../lib/tones';
import { YoutubeSpyScreen } from '../screens/youtube-spy-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

function setup() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<YoutubeSpyScreen />);
  return user;
}

const openTab = (user: ReturnType<typeof setup>, name: string) =>
  user.click(screen.getByRole('tab', { name }));

describe('colour rules', () => {
  test('viral score: 90+ red, 70+ orange, 50+ yellow, otherwise gray', () => {
    expect([95, 90, 89, 70, 69, 50, 49, 0].map(viralScoreTone)).toEqual([
      'red',
      'red',
      'orange',
      'orange',
      'yellow',
      'yellow',
      'gray',
      'gray',
    ]);
    render(<ViralBadge score={91} />);
    expect(screen.getByText('Viral 91')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByText('Viral 91')).toHaveClass('bg-red-100');
  });

  test('competition High red, Medium orange, otherwise green; trend up green, otherwise red', () => {
    expect(competitionTone('High')).toBe('red');
    expect(competitionTone('Medium')).toBe('orange');
    expect(competitionTone('Low')).toBe('green');
    expect(trendTone('up')).toBe('green');
    expect(trendTone('down')).toBe('red');
  });
});

describe('Competitive Intelligence Hub', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast).mockClear();
  });

  test('each search says what is missing when its input is empty', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Find Trending Content' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a search term or topic');
    expect(screen.getByLabelText('Topic or keyword')).toHaveAttribute('aria-invalid', 'true');

    await openTab(user, 'Competitor Tracking');
    await user.click(screen.getByRole('button', { name: 'Spy Now' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a competitor URL or channel name');

    await openTab(user, 'Keyword Spy');
    await user.click(screen.getByRole('button', { name: 'Spy Keywords' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a keyword to analyze');

    await openTab(user, 'Channel Analytics');
    await user.type(screen.getByLabelText('Channel URL or name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Analyze Channel' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a channel URL or name');
    // Typing clears the message.
    await user.type(screen.getByLabelText('Channel URL or name'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('what is typed in a search and its selects is still there after a visit to another tab', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Topic or keyword'), 'drone shots');
    await user.selectOptions(screen.getByLabelText('Time range'), '30d');
    await openTab(user, 'Keyword Spy');
    await user.type(screen.getByLabelText('Keyword'), 'gimbal');
    await openTab(user, 'Trending Videos');
    expect(screen.getByLabelText('Topic or keyword')).toHaveValue('drone shots');
    expect(screen.getByLabelText('Time range')).toHaveValue('30d');
    await openTab(user, 'Keyword Spy');
    expect(screen.getByLabelText('Keyword')).toHaveValue('gimbal');
  });

  test('trending results appear after 2 s, and one shared flag holds every search button meanwhile', async () => {
    const user = setup();
    await user.type(screen.getByLabelText('Topic or keyword'), 'home workouts');
    await user.click(screen.getByRole('button', { name: 'Find Trending Content' }));
    expect(screen.getByRole('button', { name: 'Analyzing Trends...' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Analyzing trends');

    await openTab(user, 'Competitor Tracking');
    await user.type(screen.getByLabelText('Competitor URL or channel name'), '@rival');
    expect(screen.getByRole('button', { name: 'Spy Now' })).toBeDisabled();
    await openTab(user, 'Keyword Spy');
    expect(screen.getByRole('button', { name: 'Spy Keywords' })).toBeDisabled();
    await openTab(user, 'Channel Analytics');
    expect(screen.getByRole('button', { name: 'Analyze Channel' })).toBeDisabled();

    await openTab(user, 'Trending Videos');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryAllByTestId('trending-video')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getAllByTestId('trending-video')).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Find Trending Content' })).toBeEnabled();
    expect(screen.getAllByText(/Home Workouts/).length).toBeGreaterThan(0);

    await openTab(user, 'Competitor Tracking');
    expect(screen.getByRole('button', { name: 'Spy Now' })).toBeEnabled();
  });

  test('competitor 3 s, keyword 2.5 s and channel 3.5 s', async () => {
    const user = setup();
    await openTab(user, 'Competitor Tracking');
    await user.type(screen.getByLabelText('Competitor URL or channel name'), 'youtube.com/@creator-lab');
    await user.click(screen.getByRole('button', { name: 'Spy Now' }));
    expect(screen.getByRole('button', { name: 'Spying...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('heading', { name: 'Creator Lab' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Creator Lab' })).toBeInTheDocument();
    expect(screen.getByText('Top performing content')).toBeInTheDocument();

    await openTab(user, 'Keyword Spy');
    await user.type(screen.getByLabelText('Keyword'), 'ai tools');
    await user.click(screen.getByRole('button', { name: 'Spy Keywords' }));
    await act(() => vi.advanceTimersByTimeAsync(2400));
    expect(screen.queryByTestId('difficulty')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    const expected = generateKeyword('ai tools');
    expect(screen.getByTestId('difficulty')).toHaveTextContent(`${expected.difficulty}/100`);
    expect(screen.getByTestId('competition')).toHaveTextContent(expected.competition);
    expect(screen.getByTestId('competition')).toHaveAttribute(
      'data-tone',
      competitionTone(expected.competition),
    );
    expect(screen.getByTestId('trend')).toHaveAttribute('data-tone', trendTone(expected.trendDirection));

    await openTab(user, 'Channel Analytics');
    await user.type(screen.getByLabelText('Channel URL or name'), 'Science Daily');
    await user.click(screen.getByRole('button', { name: 'Analyze Channel' }));
    expect(screen.getByRole('button', { name: 'Analyzing Channel...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(3400));
    expect(screen.queryByText('Top videos')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('heading', { name: 'Science Daily' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  test('the same input gives the same results', async () => {
    const user = setup();
    const runTrending = async () => {
      await user.click(screen.getByRole('button', { name: 'Find Trending Content' }));
      await act(() => vi.advanceTimersByTimeAsync(2000));
      return screen.getAllByTestId('trending-video').map((card) => card.textContent);
    };
    await user.type(screen.getByLabelText('Topic or keyword'), 'budget travel');
    const first = await runTrending();
    const second = await runTrending();
    expect(second).toEqual(first);
    await user.selectOptions(screen.getByLabelText('Time range'), '30d');
    expect(await runTrending()).not.toEqual(first);
  });

  test('Spy Settings and Export Intel say they are coming soon', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Spy Settings' }));
    expect(toast).toHaveBeenCalledWith('Spy Settings is coming soon');
    await user.click(screen.getByRole('button', { name: 'Export Intel' }));
    expect(toast).toHaveBeenCalledWith('Export Intel is coming soon');
  });

  test('alerts: three samples, create with validation, delete; settings start at their defaults', async () => {
    const user = setup();
    await openTab(user, 'Spy Alerts');
    const list = screen.getByRole('list', { name: 'Active alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Create Competitor Alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a competitor URL or channel name');
    await user.type(screen.getByLabelText('Competitor channel'), 'Rival Studio');
    await user.selectOptions(screen.getByLabelText('Alert me on'), 'subscriber-milestones');
    await user.click(screen.getByRole('button', { name: 'Create Competitor Alert' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Rival Studio');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Subscriber milestones');
    expect(screen.getByLabelText('Competitor channel')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Create Keyword Alert' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a keyword to monitor');
    await user.type(screen.getByLabelText('Keyword', { selector: 'input' }), 'vlog gear');
    await user.click(screen.getByRole('button', { name: 'Create Keyword Alert' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Active alerts (5)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete alert for Rival Studio' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);

    // The alerts survive a trip to another tab.
    await openTab(user, 'Keyword Spy');
    await openTab(user, 'Spy Alerts');
    expect(screen.getByRole('heading', { name: 'Active alerts (4)' })).toBeInTheDocument();

    expect(screen.getByLabelText('New video uploads')).toBeChecked();
    expect(screen.getByLabelText(/Viral videos/)).not.toBeChecked();
    expect(screen.getByLabelText(/Trending spike/)).toBeChecked();
    expect(screen.getByLabelText('Email notifications')).toBeChecked();
    expect(screen.getByLabelText('Browser push notifications')).toBeChecked();
    expect(screen.getByLabelText('Slack integration')).not.toBeChecked();
    expect(screen.getByLabelText('Check frequency')).toHaveValue('1h');
    expect(screen.getByLabelText('From')).toHaveValue('22:00');
    expect(screen.getByLabelText('To')).toHaveValue('08:00');
    await user.click(screen.getByLabelText('Slack integration'));
    expect(screen.getByLabelText('Slack integration')).toBeChecked();
  });
});
