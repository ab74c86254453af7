import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { headingLevels, recordScrolling, renderMarketing } from './render-marketing';

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn().mockResolvedValue(undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

const sectionTitles = {
  features: 'Everything your channel needs, in one place',
  reviews: 'Loved by creators of every size',
  install: 'Creator OS on your home screen',
};

/** A landing section (the target of the header's #features, #reviews, #install links), by its title. */
function section(id: keyof typeof sectionTitles): HTMLElement {
  return screen.getByRole('region', { name: sectionTitles[id] });
}

describe('LandingScreen', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = recordScrolling();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('one h1, headings in order, and the header links to the sections, About Us and the auth screens', async () => {
    await renderMarketing('/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const levels = headingLevels();
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/#reviews');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/login');
    expect(within(header).getByRole('link', { name: 'Start Free' })).toHaveAttribute(
      'href',
      '/auth/register',
    );
    // The picker is loaded after first paint (its own chunk, which the test runner transforms on
    // first import: seconds on a busy machine): wait for it rather than race it.
    expect(
      await within(header).findByRole('button', { name: /^Language:/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2026 Creator OS');
  });

  test('the hero, the nine features, and reviews rated with stars', async () => {
    await renderMarketing('/');
    expect(screen.getByText('Free 14-day trial · No credit card')).toBeInTheDocument();
    for (const figure of ['50,000+', '10M+', '99.9%', '24/7']) {
      expect(screen.getByText(figure)).toBeInTheDocument();
    }
    const features = within(section('features'))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(features).toEqual([
      'AI video creation',
      'Smart thumbnails',
      'Competitor intelligence',
      'Advanced analytics',
      'Workflow automation',
      'Team collaboration',
      'Voice synthesis',
      'Competitor spy tool',
      'Automation hub',
    ]);
    expect(within(section('reviews')).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
    expect(within(section('install')).getByTestId('decorative-qr-code')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  test('Features and Reviews scroll to their sections and move focus there', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Features' }));
    expect(scrolled.at(-1)).toBe(section('features'));
    expect(section('features')).toHaveFocus();
    await user.click(within(nav).getByRole('link', { name: 'Reviews' }));
    expect(scrolled.at(-1)).toBe(section('reviews'));
    // The same link twice scrolls again.
    await user.click(within(nav).getByRole('link', { name: 'Features' }));
    await user.click(within(nav).getByRole('link', { name: 'Features' }));
    expect(scrolled.filter((el) => el === section('features'))).toHaveLength(3);
  });

  test('without an install prompt, Install App leads to the install steps', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const header = screen.getByRole('banner');
    const install = within(header).getByRole('link', { name: 'Install App' });
    expect(install).toHaveAttribute('href', '/#install');
    await user.click(install);
    expect(scrolled.at(-1)).toBe(section('install'));

    const steps = within(section('install'));
    expect(steps.getByRole('heading', { name: 'iPhone and iPad' })).toBeInTheDocument();
    expect(steps.getByText('Add to Home Screen')).toBeInTheDocument();
    expect(steps.getByRole('heading', { name: 'Android' })).toBeInTheDocument();
    expect(steps.getByText('Install app')).toBeInTheDocument();
    await user.click(steps.getByRole('button', { name: 'Install App' }));
    expect(steps.getByRole('status')).toHaveTextContent('follow the steps for your phone');
  });

  test('when the browser offers an install prompt, Install App shows it, then App Installed', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const event = installPromptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);

    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Install App' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Install App' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(within(header).getByText('App Installed')).toBeInTheDocument();
    expect(within(section('install')).getByText('App Installed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install App' })).not.toBeInTheDocument();
  });

  test('the install section’s button uses the same prompt; a dismissed prompt is not offered again', async () => {
    const user = userEvent.setup();
    await renderMarketing('/');
    const event = installPromptEvent('dismissed');
    act(() => void window.dispatchEvent(event));
    await user.click(within(section('install')).getByRole('button', { name: 'Install App' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Install App' })).toHaveAttribute(
      'href',
      '/#install',
    );
  });

  test('running as an installed app shows App Installed instead of Install App', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query === '(display-mode: standalone)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await renderMarketing('/');
    expect(within(screen.getByRole('banner')).getByText('App Installed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Install App' })).not.toBeInTheDocument();
  });
});
