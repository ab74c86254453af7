import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { LoginScreen } from '../screens/login-screen';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';

function renderLogin(signIn: AuthContextValue['signIn'], initialPath = '/auth/login') {
  const auth = fakeAuth(null, { signIn });
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={auth}>
        <MemoryRouter initialEntries={[initialPath]}>
          <Routes>
            <Route path="/auth/login" element={<LoginScreen />} />
            <Route path="/dashboard/*" element={<p>Dashboard reached</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
}

async function signInWith(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginScreen', () => {
  test('an empty form shows the required-field messages and signs nobody in', async () => {
    const signIn = vi.fn();
    renderLogin(signIn);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(signIn).not.toHaveBeenCalled();
  });

  test('wrong credentials show the catalogue text and the tips', async () => {
    renderLogin(vi.fn().mockRejectedValue(new Error('Invalid login credentials')));
    await signInWith('ada@example.com', 'wrong-password');
    expect(
      await screen.findByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Check your email and password for typos')).toBeInTheDocument();
  });

  test('an unconfirmed email gets its own message', async () => {
    renderLogin(vi.fn().mockRejectedValue(new Error('Email not confirmed')));
    await signInWith('ada@example.com', 'secret-password');
    expect(
      await screen.findByText('Please check your email and click the confirmation link before signing in.'),
    ).toBeInTheDocument();
  });

  test('success goes back to where the visitor was going, never to another site', async () => {
    const signIn = vi.fn().mockResolvedValue(undefined);
    renderLogin(signIn, '/auth/login?redirectTo=%2Fdashboard%2Fsettings');
    await signInWith('ada@example.com', 'secret-password');
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(signIn).toHaveBeenCalledWith('ada@example.com', 'secret-password', true);
  });
});
