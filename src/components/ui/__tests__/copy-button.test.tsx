import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { COPIED_LABEL_MS, CopyButton } from '../copy-button';

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  test('can keep its name while it says Copied!, with a screen’s own refusal text', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
        <CopyButton value="npx supabase deploy" label="Deploy command" announceCopied={false} size="sm" />
        <CopyButton
          value="x"
          label="Webhook URL"
          announceCopied={false}
          errorMessage="Could not copy Webhook URL: select it and copy it by hand."
        />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Deploy command' }));
    expect(await navigator.clipboard.readText()).toBe('npx supabase deploy');
    expect(await screen.findByText('Deploy command copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Deploy command' })).toHaveTextContent('Copied!');

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Webhook URL' }));
    expect(
      await screen.findByText('Could not copy Webhook URL: select it and copy it by hand.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Webhook URL' })).toHaveTextContent('Copy');
  });

  test('says Copied! for two seconds, then Copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<CopyButton value="key" label="API key" />);
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(COPIED_LABEL_MS);
    });
    expect(screen.getByRole('button', { name: 'Copy API key' })).toHaveTextContent('Copy');
  });
});
