import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { describe, expect, test, vi } from 'vitest';
import { channelPlacements, countries, languages, videoPlacements } from '@/data/keywords';
import { difficultyTone, marketVolume, matchesSeeds, parseSeeds, rankChange } from '../lib/keyword-rules';
import { filterPlacements } from '../lib/placements';
import { defaultVideoSearch, searchVideos } from '../lib/video-search';
import { toCsv } from '../lib/csv';
import { KeywordsScreen } from '../screens/keywords-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('keyword rules', () => {
  test('difficulty: below 30 green, below 70 yellow, otherwise red', () => {
    expect(difficultyTone(0)).toBe('green');
    expect(difficultyTone(29)).toBe('green');
    expect(difficultyTone(30)).toBe('yellow');
    expect(difficultyTone(69)).toBe('yellow');
    expect(difficultyTone(70)).toBe('red');
    expect(difficultyTone(100)).toBe('red');
  });

  test('rank change is previous minus current', () => {
    expect(rankChange(7, 3)).toBe(4);
    expect(rankChange(6, 8)).toBe(-2);
    expect(rankChange(5, 5)).toBe(0);
  });

  test('seeds and market volumes', () => {
    expect(parseSeeds(' Video, ,youtube ')).toEqual(['video', 'youtube']);
    const keyword = { keyword: 'screen recorder for pc', relatedKeywords: ['obs studio'] };
    expect(matchesSeeds(keyword, [])).toBe(true);
    expect(matchesSeeds(keyword, ['obs'])).toBe(true);
    expect(matchesSeeds(keyword, ['thumbnail'])).toBe(false);
    expect(marketVolume({ searchVolume: 10_000 }, countries[1], languages[0])).toBe(2100);
  });

  test('CSV quotes cells that need it', () => {
    expect(toCsv([['a,b', 'say "hi"', 3]])).toBe('"a,b","say ""hi""",3');
  });
});

describe('placement and video filters', () => {
  test('category filters and sort orders really apply', () => {
    const education = filterPlacements(channelPlacements, 'Education', 'relevance');
    expect(education.map((c) => c.channel)).toEqual(['Edit Like a Pro', 'Creator Academy']);
    const cheapest = filterPlacements(channelPlacements, 'all', 'cpm');
    expect(cheapest[0].channel).toBe('PixelPlay Gaming');
    expect(cheapest).toHaveLength(channelPlacements.length);
  });

  test('video search filters by term, mode, trending and limit', () => {
    expect(searchVideos(videoPlacements, defaultVideoSearch)).toMatchObject({ total: 12 });
    expect(searchVideos(videoPlacements, defaultVideoSearch).results).toHaveLength(10);
    const editing = searchVideos(videoPlacements, { ...defaultVideoSearch, term: 'video editing' });
    expect(editing.results.map((v) => v.id).sort()).toEqual(['v1', 'v11', 'v2']);
    const channel = searchVideos(videoPlacements, {
      ...defaultVideoSearch,
      term: 'creator academy',
      searchBy: 'channel',
    });
    expect(channel.total).toBe(3);
    const top = searchVideos(videoPlacements, { ...defaultVideoSearch, searchBy: 'top', trendingOnly: true });
    expect(top.results[0].id).toBe('v8');
    expect(top.results.every((v) => v.trending)).toBe(true);
  });
});

describe('Keywords & Placement', { timeout: 20_000 }, () => {
  test('keyword rows can be selected and added to a campaign', async () => {
    const user = userEvent.setup();
    render(<KeywordsScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Keywords & Placement' })).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to Campaign' });
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select ai video generator' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select video script template' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(add);
    expect(toast.success).toHaveBeenCalledWith('Added 2 keywords to campaign');
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all keywords' }));
    expect(screen.getByText('10 selected')).toBeInTheDocument();
  });

  test('difficulty colours, market volumes and seed filtering in the table', async () => {
    const user = userEvent.setup();
    render(<KeywordsScreen />);
    const row = () => screen.getByRole('row', { name: /ai video generator/ });
    expect(within(row()).getByText('83')).toHaveAttribute('data-tone', 'red');
    expect(
      within(screen.getByRole('row', { name: /video script template/ })).getByText('22'),
    ).toHaveAttribute('data-tone', 'green');
    expect(
      within(screen.getByRole('row', { name: /youtube thumbnail maker/ })).getByText('47'),
    ).toHaveAttribute('data-tone', 'yellow');
    expect(row()).toHaveTextContent('90,500');
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
    expect(row()).toHaveTextContent('19,005');
    expect(row()).toHaveTextContent('$4.10');

    await user.type(screen.getByLabelText('Seed keywords'), 'thumbnail, obs');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  test('placement filters change the table', async () => {
    const user = userEvent.setup();
    render(<KeywordsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Channel Placements' }));
    // Each row's first cell names the channel (above its audience).
    const channelCells = () =>
      within(screen.getByRole('region', { name: 'Channels' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]);
    const expectChannels = (names: string[]) => {
      const cells = channelCells();
      expect(cells).toHaveLength(names.length);
      names.forEach((name, index) => expect(within(cells[index]).getByText(name)).toBeInTheDocument());
    };
    expect(within(channelCells()[0]).getByText('Edit Like a Pro')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
    expectChannels(['TechFlow Reviews', 'Gadget Garage']);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Lowest CPM');
    expectChannels(['Gadget Garage', 'TechFlow Reviews']);
    expect(screen.getByRole('list', { name: 'Placement summary' })).toHaveTextContent('Channels2');
    expect(screen.getByRole('link', { name: 'Contact Gadget Garage' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:media@gadgetgarage.example.com'),
    );
  });

  test('video discovery searches the samples by term and limit', async () => {
    const user = userEvent.setup();
    render(<KeywordsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Video Placement Discovery' }));
    const results = () =>
      within(screen.getByRole('list', { name: 'Video results' })).getAllByRole('listitem');
    expect(results()).toHaveLength(10);
    await user.selectOptions(screen.getByLabelText('Max results'), '25');
    expect(results()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(results()).toHaveLength(12);

    await user.type(screen.getByLabelText('Search term'), 'microphone');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(results()).toHaveLength(2);
    await user.click(screen.getByLabelText('Trending Videos Only'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByText('No videos match this search. Try another term or fewer filters.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Advanced Settings' }));
    expect(screen.getByLabelText('Minimum views')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Search' }));
    expect(toast).toHaveBeenCalledWith('Saved searches are coming soon');
  });

  test('rank changes render positive green up, negative red down, zero neutral', async () => {
    const user = userEvent.setup();
    render(<KeywordsScreen />);
    await user.click(screen.getByRole('tab', { name: 'Rank Tracking' }));
    const change = (keyword: string) =>
      within(screen.getByRole('row', { name: new RegExp(keyword) })).getByTestId('rank-change');
    expect(change('video script template')).toHaveTextContent('Up+4');
    expect(change('video script template')).toHaveClass('text-emerald-700');
    expect(change('youtube thumbnail maker')).toHaveTextContent('Down-2');
    expect(change('youtube thumbnail maker')).toHaveClass('text-red-700');
    expect(change('how to edit youtube videos')).toHaveTextContent('No change0');
    expect(screen.getByRole('list', { name: 'Ranking summary' })).toHaveTextContent('Improved3');
  });
});
