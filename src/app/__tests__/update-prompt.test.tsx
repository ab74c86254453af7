import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { showUpdatePrompt } from '../update-prompt/show-update-prompt';

describe('showUpdatePrompt', () => {
  it('offers the new version until the user reloads into it', async () => {
    const user = userEvent.setup();
    const update = vi.fn(() => new Promise<void>(() => undefined));
    render(<Toaster />);
    act(() => showUpdatePrompt(update));

    expect(await screen.findByText('A new version of Creator OS is ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Updating…' })).toBeDisabled();
  });

  it('shows one prompt however often the worker asks, and Later puts it away', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      showUpdatePrompt(vi.fn());
      showUpdatePrompt(vi.fn());
    });
    expect(await screen.findAllByText('A new version of Creator OS is ready.')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await vi.waitFor(
      () =>
        // react-hot-toast keeps a dismissed toast for its 1 s exit animation.
        expect(screen.queryByText('A new version of Creator OS is ready.')).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
  });
});
