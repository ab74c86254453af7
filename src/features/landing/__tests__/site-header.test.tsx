import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { recordScrolling, renderMarketing } from './render-marketing';

describe('SiteHeader phone menu', () => {
  beforeEach(() => {
    recordScrolling();
  });

  test('the menu button opens the same links, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-controls', menu.parentElement?.id);
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Features', '/#features'],
      ['About Us', '/about'],
      ['Reviews', '/#reviews'],
      ['Install App', '/#install'],
      ['Sign In', '/auth/login'],
      ['Start Free', '/auth/register'],
    ]);

    await user.click(within(menu).getByRole('link', { name: 'Reviews' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(button);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  test('a click outside closes the menu; About Us in the menu opens the About page', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'About Us' }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We build the operating system for video creators',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
