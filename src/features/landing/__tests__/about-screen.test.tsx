import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { headingLevels, recordScrolling, renderMarketing } from './render-marketing';

describe('AboutScreen', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = recordScrolling();
  });

  test('mission, story, values, team and figures under one h1, with headings in order', async () => {
    await renderMarketing('/about');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = headingLevels();
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    for (const name of [/mission/i, /story/i, 'What we care about', 'The people behind Creator OS']) {
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    }
    const team = screen.getByRole('region', { name: 'The people behind Creator OS' });
    expect(within(team).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('50,000+')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
  });

  test('the call to action’s Start Free opens the register screen', async () => {
    const user = userEvent.setup();
    await renderMarketing('/about');
    const cta = screen.getByRole('region', { name: 'Start creating with Creator OS' });
    await user.click(within(cta).getByRole('link', { name: /Start Free/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register screen' })).toBeInTheDocument();
  });

  test('Features from the About page opens the landing page at the features', async () => {
    const user = userEvent.setup();
    await renderMarketing('/about');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Features' }),
    );
    expect(scrolled.at(-1)).toBe(
      screen.getByRole('region', { name: 'Everything your channel needs, in one place' }),
    );
    expect(scrolled.at(-1)).toHaveAttribute('id', 'features');
  });
});
