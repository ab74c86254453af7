import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, test } from 'vitest';
import { AppToaster } from '../app-toaster';
import { toastOptions } from '../toast-options';

describe('AppToaster', () => {
  afterEach(() => act(() => toast.remove()));

  test('shows at most 20 toasts, newest kept', () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Message ${i}`);
    });
    expect(screen.getAllByRole('status')).toHaveLength(20);
    expect(screen.getByText('Message 25')).toBeInTheDocument();
    expect(screen.queryByText('Message 5')).toBeNull();
  });

  test('sits below the top bar, so a toast never covers its buttons', () => {
    render(<AppToaster />);
    act(() => {
      toast('Saved');
    });
    // The container react-hot-toast renders has no role: its position is what is tested.
    // eslint-disable-next-line testing-library/no-node-access
    const container = screen.getByRole('status').closest('[data-rht-toaster]');
    expect(container).toHaveStyle({ top: 'calc(4rem + 0.5rem)' });
  });

  test('keeps blank and error toasts 4 s, success 2 s, loading until dismissed', () => {
    expect(toastOptions).toMatchObject({
      duration: 4000,
      success: { duration: 2000 },
      error: { duration: 4000 },
      loading: { duration: Infinity },
    });
  });
});
