import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearEventLog } from '@/services/tracking/event-log';
import { pixelWindow } from '@/services/tracking/pixel-globals';
import { PIXEL_ATTRIBUTE, resetPixelScriptsForTests } from '@/services/tracking/pixel-scripts';
import { trackEvent } from '@/services/tracking/track-event';
import {
  readTrackingPixels,
  TRACKING_PIXELS_STORAGE_KEY,
  type TrackingPixel,
} from '@/services/tracking/tracking-pixels';
import { startTracking } from '@/services/tracking/tracking-runtime';
import { TrackingTab } from '../components/tracking-tab';

const stored = (pixels: TrackingPixel[]) =>
  localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, JSON.stringify(pixels));

const metaPixel: TrackingPixel = {
  id: 'meta-1',
  name: 'Main Meta',
  type: 'meta',
  pixelId: '123456789012345',
  description: 'Ads',
  isActive: true,
  lastUpdated: '2026-11-20T10:00:00.000Z',
};

// User-event typing is slow on a busy machine: a loaded CI box must not fail these by time.
vi.setConfig({ testTimeout: 30_000 });

let stopTracking: (() => void) | undefined;

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  clearEventLog();
  resetPixelScriptsForTests();
  delete pixelWindow().fbq;
  delete pixelWindow()._fbq;
});
afterEach(() => {
  stopTracking?.();
  stopTracking = undefined;
  vi.useRealTimers();
  localStorage.clear();
});

const dialog = () => screen.getByRole('dialog');

async function openAddForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add Pixel' }));
  return dialog();
}

describe('Tracking & Analytics: pixels', () => {
  test('the add form defaults to Meta, active; blank name or ID says to fill in the required fields', async () => {
    const user = userEvent.setup();
    render(<TrackingTab />);
    expect(screen.getByText('No tracking pixels yet')).toBeInTheDocument();
    const form = within(await openAddForm(user));
    expect(form.getByLabelText('Type')).toHaveValue('meta');
    expect(form.getByLabelText('Activate immediately')).toBeChecked();

    await user.type(form.getByLabelText(/Pixel name/), '   ');
    await user.type(form.getByLabelText(/Pixel ID/), '123456');
    await user.click(form.getByRole('button', { name: 'Add Pixel' }));
    expect(form.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(localStorage.getItem(TRACKING_PIXELS_STORAGE_KEY)).toBeNull();
  });

  test('a malformed ID for the chosen type is explained; a good one is saved trimmed and shown', async () => {
    const user = userEvent.setup();
    render(<TrackingTab />);
    const form = within(await openAddForm(user));
    await user.type(form.getByLabelText(/Pixel name/), '  Launch GA  ');
    await user.selectOptions(form.getByLabelText('Type'), 'google_analytics');
    await user.type(form.getByLabelText(/Measurement ID/), 'UA-1234-5');
    await user.click(form.getByRole('button', { name: 'Add Pixel' }));
    expect(form.getByRole('alert')).toHaveTextContent(/G-XXXXXXXXXX/);
    expect(localStorage.getItem(TRACKING_PIXELS_STORAGE_KEY)).toBeNull();

    await user.clear(form.getByLabelText(/Measurement ID/));
    await user.type(form.getByLabelText(/Measurement ID/), ' G-ABC123XYZ ');
    await user.type(form.getByLabelText('Description'), 'Launch funnel');
    await user.click(form.getByLabelText('Activate immediately'));
    await user.click(form.getByRole('button', { name: 'Add Pixel' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const [pixel] = readTrackingPixels();
    expect(pixel).toMatchObject({
      name: 'Launch GA',
      type: 'google_analytics',
      pixelId: 'G-ABC123XYZ',
      description: 'Launch funnel',
      isActive: false,
    });
    expect(pixel.id).not.toBe('');
    expect(Number.isNaN(Date.parse(pixel.lastUpdated))).toBe(false);
    const list = screen.getByRole('list', { name: 'Tracking pixels' });
    expect(within(list).getByRole('heading', { name: 'Launch GA' })).toBeInTheDocument();
    expect(within(list).getByText('Inactive')).toBeInTheDocument();
  });

  test.each([
    ['meta', 'Pixel ID', 'abc', /5 to 20 digits/],
    ['google_tag_manager', 'Container ID', 'GTM_123', /GTM-XXXXXXX/],
    ['custom', 'Script URL', 'http://cdn.example.com/p.js', /https:\/\//],
  ])('%s: a malformed %s is refused', async (type, label, value, message) => {
    const user = userEvent.setup();
    render(<TrackingTab />);
    const form = within(await openAddForm(user));
    await user.type(form.getByLabelText(/Pixel name/), 'Pixel');
    await user.selectOptions(form.getByLabelText('Type'), type);
    await user.type(form.getByLabelText(new RegExp(label)), value);
    await user.click(form.getByRole('button', { name: 'Add Pixel' }));
    expect(form.getByRole('alert')).toHaveTextContent(message);
    expect(form.getByLabelText(new RegExp(label))).toHaveAttribute('aria-invalid', 'true');
  });

  test('stored pixels are listed; edit, the active switch and delete (after the question) persist', async () => {
    const user = userEvent.setup();
    stored([metaPixel]);
    render(<TrackingTab />);
    const list = screen.getByRole('list', { name: 'Tracking pixels' });
    expect(within(list).getByText('123456789012345')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Main Meta' }));
    const form = within(dialog());
    expect(form.getByLabelText(/Pixel name/)).toHaveValue('Main Meta');
    await user.clear(form.getByLabelText(/Pixel name/));
    await user.type(form.getByLabelText(/Pixel name/), 'Retargeting');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(readTrackingPixels()[0]).toMatchObject({ id: 'meta-1', name: 'Retargeting', isActive: true });
    expect(readTrackingPixels()[0].lastUpdated).not.toBe(metaPixel.lastUpdated);

    const toggle = screen.getByRole('switch', { name: 'Retargeting active' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(screen.getByRole('switch', { name: 'Retargeting active' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(readTrackingPixels()[0].isActive).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Retargeting' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Are you sure you want to delete this tracking pixel?');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(readTrackingPixels()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete Retargeting' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(readTrackingPixels()).toEqual([]);
    expect(screen.getByText('No tracking pixels yet')).toBeInTheDocument();
  });

  test('unreadable stored pixels show the empty list instead of failing', () => {
    localStorage.setItem(TRACKING_PIXELS_STORAGE_KEY, JSON.stringify([{ id: 1, name: null }]));
    render(<TrackingTab />);
    expect(screen.getByText('No tracking pixels yet')).toBeInTheDocument();
  });
});

describe('Tracking & Analytics: custom events and testing', () => {
  test('Custom Events lists the six events and the active pixels that receive them', async () => {
    const user = userEvent.setup();
    stored([metaPixel, { ...metaPixel, id: 'off', name: 'Paused', isActive: false }]);
    render(<TrackingTab />);
    await user.click(screen.getByRole('tab', { name: 'Custom Events' }));
    const events = within(screen.getByRole('list', { name: 'Custom events' })).getAllByRole('heading');
    expect(events.map((h) => h.textContent)).toEqual([
      'video_generation_started',
      'video_generation_completed',
      'subscription_started',
      'credits_purchased',
      'template_used',
      'campaign_created',
    ]);
    expect(screen.getByText('Main Meta (Meta Pixel)')).toBeInTheDocument();
    expect(screen.queryByText(/Paused/)).toBeNull();
  });

  test('a pixel test says "loaded" after 1 s once its script has loaded, "not loaded" otherwise', async () => {
    vi.useFakeTimers();
    stored([metaPixel, { ...metaPixel, id: 'off', name: 'Paused', pixelId: '5555555', isActive: false }]);
    stopTracking = startTracking();
    document.querySelector(`script[${PIXEL_ATTRIBUTE}]`)?.dispatchEvent(new Event('load'));
    render(<TrackingTab />);
    fireEvent.click(screen.getByRole('tab', { name: 'Testing & Debug' }));

    fireEvent.click(screen.getByRole('button', { name: 'Test Main Meta' }));
    expect(screen.getByTestId('pixel-test-meta-1')).toHaveTextContent('Testing…');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByTestId('pixel-test-meta-1')).toHaveTextContent('Testing…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('pixel-test-meta-1')).toHaveTextContent(/^loaded$/);

    fireEvent.click(screen.getByRole('button', { name: 'Test Paused' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('pixel-test-off')).toHaveTextContent('not loaded');
    expect(screen.getByRole('button', { name: 'Send test event to Paused' })).toBeDisabled();
  });

  test('Send test event and tracked events appear in the log with the pixels they reached', async () => {
    const user = userEvent.setup();
    stored([metaPixel]);
    stopTracking = startTracking();
    render(<TrackingTab />);
    await user.click(screen.getByRole('tab', { name: 'Testing & Debug' }));
    expect(screen.getByText('No events sent since this page was opened.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send test event to Main Meta' }));
    act(() => trackEvent('campaign_created', { campaign: 'Spring' }));

    const log = within(screen.getByRole('list', { name: 'Events sent' })).getAllByRole('listitem');
    expect(log).toHaveLength(2);
    expect(log[0]).toHaveTextContent('campaign_created');
    expect(log[0]).toHaveTextContent('Sent to Main Meta');
    expect(log[0]).toHaveTextContent('{"campaign":"Spring"}');
    expect(log[1]).toHaveTextContent('test_event');
    expect(pixelWindow().fbq?.queue).toContainEqual([
      'trackSingleCustom',
      '123456789012345',
      'campaign_created',
      { campaign: 'Spring' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(screen.getByText('No events sent since this page was opened.')).toBeInTheDocument();
  });
});
