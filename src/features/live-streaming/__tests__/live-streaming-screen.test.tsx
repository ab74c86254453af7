import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { formatStreamDuration } from '../lib/stream-clock';
import { LiveStreamingScreen } from '../screens/live-streaming-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('formatStreamDuration', () => {
  test('shows minutes and seconds, and hours once past an hour', () => {
    expect(formatStreamDuration(7)).toBe('0:07');
    expect(formatStreamDuration(754)).toBe('12:34');
    expect(formatStreamDuration(3723)).toBe('1:02:03');
    expect(formatStreamDuration(-5)).toBe('0:00');
  });
});

describe('Live Streaming Studio', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  test('going live shows the demo figures, the chat and a running clock; ending asks first', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LiveStreamingScreen />);
    expect(screen.getByTestId('stat-0')).toHaveTextContent('—');
    expect(screen.getByText('Chat opens when you go live.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go Live Now' }));
    expect(screen.getByTestId('stat-0')).toHaveTextContent('1,247');
    expect(screen.getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chat messages' })).toHaveTextContent('Maya Lopez');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByLabelText('Time live').textContent).toMatch(/^0:0[3-4]$/);

    // Destinations and title are locked while on air.
    expect(screen.getByRole('switch', { name: 'Stream to Twitch' })).toBeDisabled();
    expect(screen.getByLabelText('Stream title')).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'End Stream' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End the stream?' });
    await user.click(within(dialog).getByRole('button', { name: 'End Stream' }));
    expect(screen.getByRole('button', { name: 'Go Live Now' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-0')).toHaveTextContent('—');
  });

  test('cannot go live without a platform or a title, and says why', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LiveStreamingScreen />);
    await user.click(screen.getByRole('switch', { name: 'Stream to YouTube Live' }));
    expect(screen.getByRole('button', { name: 'Go Live Now' })).toBeDisabled();
    expect(screen.getByText('Connect at least one platform to go live.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Stream to Twitch' }));
    await user.clear(screen.getByLabelText('Stream title'));
    expect(screen.getByText('Give your stream a title to go live.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Stream title'), 'Launch day');
    expect(screen.getByRole('button', { name: 'Go Live Now' })).toBeEnabled();
  });

  test('chat sends only non-blank messages while live; controls toggle', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LiveStreamingScreen />);
    expect(screen.getByLabelText('Chat message')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go Live Now' }));

    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Chat message'), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Chat message'), 'Thanks for joining!{Enter}');
    expect(screen.getByRole('list', { name: 'Chat messages' })).toHaveTextContent('You:Thanks for joining!');
    expect(screen.getByLabelText('Chat message')).toHaveValue('');

    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    await user.click(camera);
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Camera off')).toBeInTheDocument();
  });
});
