import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { workspacesValue } from '@/test/workspaces-value';
import { scoreTone } from '../lib/score-tone';
import { historyTitle } from '../lib/history';
import { MAX_SCRIPT_FILE_BYTES, scriptFileProblem } from '../lib/read-script-file';
import { ComplianceScreen } from '../screens/compliance-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('score bar colour', () => {
  test('90 or more green, 70 to 89 yellow, below 70 red', () => {
    expect(scoreTone(100)).toBe('green');
    expect(scoreTone(90)).toBe('green');
    expect(scoreTone(89)).toBe('yellow');
    expect(scoreTone(70)).toBe('yellow');
    expect(scoreTone(69)).toBe('red');
    expect(scoreTone(0)).toBe('red');
  });
});

describe('history title and script files', () => {
  test('the title is the first non-blank line, cut to 60 characters', () => {
    expect(historyTitle('\n  My launch video  \nmore')).toBe('My launch video');
    const long = historyTitle('x'.repeat(80));
    expect(long).toHaveLength(60);
    expect(long.endsWith('…')).toBe(true);
  });

  test('only .txt/.md files up to 1 MB are read', () => {
    expect(scriptFileProblem({ name: 'script.txt', size: 10 })).toBeNull();
    expect(scriptFileProblem({ name: 'notes.MD', size: MAX_SCRIPT_FILE_BYTES })).toBeNull();
    expect(scriptFileProblem({ name: 'big.txt', size: MAX_SCRIPT_FILE_BYTES + 1 })).toMatch(
      /larger than 1 MB/,
    );
    expect(scriptFileProblem({ name: 'deck.pdf', size: 10 })).toMatch(/\.txt or \.md/);
  });
});

describe('Policy Compliance', { timeout: 20_000 }, () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const setup = () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // No workspace: the checker works on pasted scripts; saved scripts are covered in
    // tests/db/compliance-saved-scripts.test.tsx.
    render(
      <TestQueryProvider>
        <AuthContext.Provider value={fakeAuth({ id: 'user-1', email: 'user@example.com' })}>
          <WorkspaceContext.Provider value={workspacesValue()}>
            <ComplianceScreen />
          </WorkspaceContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>,
    );
    return user;
  };
  const checkButton = () => screen.getByRole('button', { name: /Check(ing)? Compliance/ });

  test('Check Compliance is disabled while the script is blank', async () => {
    const user = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Policy Compliance' })).toBeInTheDocument();
    expect(screen.getByText('Ready to Check')).toBeInTheDocument();
    expect(checkButton()).toBeDisabled();
    await user.type(screen.getByLabelText('Video script'), '   ');
    expect(checkButton()).toBeDisabled();
    expect(screen.getByText('3 characters')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Video script'), 'Hi');
    expect(checkButton()).toBeEnabled();
  });

  test('checks for 2 seconds, then shows score, status, issues with lines and recommendations; history keeps it', async () => {
    const user = setup();
    await user.type(
      screen.getByLabelText('Video script'),
      'Morning routine for creators{enter}This serum is guaranteed to work.{enter}Use my code GLOW for 10% off.',
    );
    await user.click(checkButton());
    expect(checkButton()).toHaveTextContent('Checking Compliance...');
    expect(checkButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByTestId('compliance-score')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));

    expect(checkButton()).toHaveTextContent('Check Compliance');
    expect(screen.getByTestId('compliance-score')).toHaveTextContent('70/100');
    expect(screen.getByRole('progressbar', { name: 'Compliance score' })).toHaveAttribute(
      'aria-valuenow',
      '70',
    );
    expect(screen.getByText('Failed')).toBeInTheDocument();
    const issues = within(screen.getByRole('region', { name: 'Issues (2)' }));
    expect(issues.getByText('Line 2')).toBeInTheDocument();
    expect(issues.getByText('Line 3')).toBeInTheDocument();
    expect(screen.getByText(/Disclose sponsorships/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Check History' }));
    const row = screen.getByRole('row', { name: /Morning routine for creators/ });
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('70')).toBeInTheDocument();
  });

  test('history is searchable and filtered by status', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Check History' }));
    const rows = () => screen.getAllByRole('row').length - 1;
    expect(rows()).toBe(5);
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    expect(rows()).toBe(2);
    expect(screen.getByRole('row', { name: /Crypto Trading Masterclass/ })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search checks'), 'gadget');
    expect(rows()).toBe(1);
    await user.selectOptions(screen.getByLabelText('Status'), 'passed');
    expect(screen.getByText('No checks match your search.')).toBeInTheDocument();
  });

  test('an uploaded .txt script fills the box; other files are refused with a message', async () => {
    const user = setup();
    const input = screen.getByTestId('script-file-input');
    await user.upload(input, new File(['Line one\nAct now!'], 'promo.txt', { type: 'text/plain' }));
    expect(await screen.findByDisplayValue(/Act now!/)).toBeInTheDocument();
    const big = new File(['x'], 'huge.txt', { type: 'text/plain' });
    Object.defineProperty(big, 'size', { value: 2 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent('huge.txt is larger than 1 MB');
  });

  test('Guidelines lists each category with its severity and rules', async () => {
    const user = setup();
    await user.click(screen.getByRole('tab', { name: 'Guidelines' }));
    expect(screen.getByRole('heading', { name: 'Claims & Promises' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Age & Targeting' })).toBeInTheDocument();
    expect(screen.getAllByText('high severity')).toHaveLength(2);
    expect(screen.getByText('Include sponsored-content disclosures.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Guidelines' })).toBeInTheDocument();
  });
});
