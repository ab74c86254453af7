import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { warmLocalBackend } from '@/lib/supabase';
import { LocalBackendHeadStart } from '../layouts/local-backend-head-start';

// The real start opens PGlite in a worker (a browser's job: tests/e2e/auth-boot.spec.ts); here,
// only whether this screen asks for it.
vi.mock('@/lib/supabase', () => ({ warmLocalBackend: vi.fn() }));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <LocalBackendHeadStart />
      <Link to="/test-connection">Test connection</Link>
    </MemoryRouter>,
  );
}

describe('LocalBackendHeadStart', () => {
  test('the sign-in and sign-up forms do not start the database with the page', async () => {
    vi.mocked(warmLocalBackend).mockClear();
    renderAt('/auth/login');
    renderAt('/auth/register');
    // The start is a lazy import: give it the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warmLocalBackend).not.toHaveBeenCalled();
  });

  test('any other session screen starts it at once', async () => {
    vi.mocked(warmLocalBackend).mockClear();
    renderAt('/dashboard');
    await waitFor(() => expect(warmLocalBackend).toHaveBeenCalledTimes(1));
  });

  test('going from a sign-in form to such a screen starts it then', async () => {
    vi.mocked(warmLocalBackend).mockClear();
    renderAt('/auth/login');
    await userEvent.click(screen.getByRole('link', { name: 'Test connection' }));
    await waitFor(() => expect(warmLocalBackend).toHaveBeenCalledTimes(1));
  });
});
