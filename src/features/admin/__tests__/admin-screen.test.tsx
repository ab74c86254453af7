import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { authValue } from '@/components/credits/__tests__/credits-test-kit';
import { fakeAdminClient } from '@/lib/admin/__tests__/platform-admin-test-kit';
import { PlatformAdminClientContext } from '@/lib/admin/platform-admin-context';
import type { PlatformAdminRole } from '@/lib/admin/platform-admin';
import { AuthContext } from '@/lib/auth/auth-context';
import { TestQueryProvider } from '@/test/test-query-provider';
import { AdminScreen } from '../screens/admin-screen';

function renderAdmin(role: PlatformAdminRole | null, options: { pending?: boolean } = {}) {
  render(
    <AuthContextProvider>
      <PlatformAdminClientContext.Provider value={fakeAdminClient(role, options)}>
        <AdminScreen />
        <Toaster />
      </PlatformAdminClientContext.Provider>
    </AuthContextProvider>,
  );
}

function AuthContextProvider({ children }: { children: ReactNode }) {
  return (
    <TestQueryProvider>
      <AuthContext.Provider value={authValue()}>{children}</AuthContext.Provider>
    </TestQueryProvider>
  );
}

async function openAdminDashboard(role: PlatformAdminRole = 'super_admin') {
  renderAdmin(role);
  await screen.findByRole('tablist', { name: 'Admin dashboard' });
}

const user = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  toast.remove();
  vi.useRealTimers();
});

describe('Admin dashboard access', () => {
  test('someone who is not a platform admin is told the page is for platform admins', async () => {
    renderAdmin(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByText('This page is for platform admins. Ask an operator if you need access.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Export Data/ })).not.toBeInTheDocument();
  });

  test('while the database is asked, a spinner shows and nothing of the dashboard', () => {
    renderAdmin('super_admin', { pending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(/This page is for platform admins/)).not.toBeInTheDocument();
  });

  test('a platform admin sees the seven tabs, the overview first', async () => {
    await openAdminDashboard('support');
    const tabs = within(screen.getByRole('tablist', { name: 'Admin dashboard' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Admins',
      'Billing',
      'Coupons',
      'Affiliates',
      'System',
    ]);
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('Total Users')).toBeInTheDocument();
    expect(within(overview).getByText('12,847')).toBeInTheDocument();
    expect(within(overview).getByRole('heading', { name: 'Plan Distribution' })).toBeInTheDocument();
    const signups = within(overview).getByRole('region', { name: 'Recent Signups' });
    // Newest first.
    const items = within(signups).getAllByRole('listitem');
    ['Grace Kim', 'Priya Raman', 'Diego Santos'].forEach((name, index) =>
      expect(within(items[index]).getByText(name)).toBeInTheDocument(),
    );
  });

  test('Billing and System are under development', async () => {
    const u = userEvent.setup();
    await openAdminDashboard();
    await u.click(screen.getByRole('tab', { name: 'Billing' }));
    expect(screen.getByRole('tabpanel', { name: 'Billing' })).toHaveTextContent(
      'This section is under development.',
    );
    await u.click(screen.getByRole('tab', { name: 'System' }));
    expect(screen.getByRole('tabpanel', { name: 'System' })).toHaveTextContent(
      'This section is under development.',
    );
  });

  test('Add User says honestly that it is coming soon; Export Data downloads the data as JSON', async () => {
    const u = userEvent.setup();
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:admin-export';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openAdminDashboard();

    await u.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('Adding users is coming soon')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Export Data' }));
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^admin-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await createObjectURL.mock.calls[0][0].text()) as Record<string, unknown[]>;
    expect(exported.users).toHaveLength(12);
    expect(exported.admins).toHaveLength(4);
    expect(exported.coupons).toHaveLength(5);
    expect(exported.affiliates).toHaveLength(5);
    click.mockRestore();
  });
});

describe('Users tab', () => {
  test('search and the plan and status pickers narrow the table', async () => {
    const u = userEvent.setup();
    await openAdminDashboard();
    await u.click(screen.getByRole('tab', { name: 'Users' }));
    const rows = () =>
      within(screen.getByRole('region', { name: 'Users table' }))
        .getAllByRole('row')
        .slice(1);
    expect(rows()).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 12 users')).toBeInTheDocument();

    await u.type(screen.getByLabelText('Search users'), 'MAYA');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('maya.chen@brightreel.studio');
    expect(rows()[0]).toHaveTextContent('Enterprise');
    expect(rows()[0]).toHaveTextContent('$4,788.00');
    expect(rows()[0]).toHaveTextContent('342 videos');

    await u.clear(screen.getByLabelText('Search users'));
    await u.selectOptions(screen.getByLabelText('Plan'), 'pro');
    expect(rows()).toHaveLength(5);
    await u.selectOptions(screen.getByLabelText('Status'), 'suspended');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Ethan Brooks');
    expect(rows()[0]).toHaveTextContent('Suspended');

    await u.selectOptions(screen.getByLabelText('Plan'), 'free');
    expect(screen.getByText('No users match these filters.')).toBeInTheDocument();
  });
});

describe('Admins tab', () => {
  async function openAdmins() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const u = user();
    await openAdminDashboard();
    await u.click(screen.getByRole('tab', { name: 'Admins' }));
    return u;
  }
  const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

  test('a super admin has no role picker and cannot be removed; others can change role', async () => {
    const u = await openAdmins();
    const owner = rowOf('Alex Rivera');
    expect(within(owner).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(owner).getByText('Super Admin')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(owner).getByText('Cannot be removed')).toBeInTheDocument();

    const picker = screen.getByRole('combobox', { name: 'Role of Sam Patel' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Moderator', 'Support']);
    await u.selectOptions(picker, 'support');
    expect(await screen.findByText('Admin role updated to Support')).toBeInTheDocument();
    expect(rowOf('Sam Patel')).toHaveTextContent('Support tickets');
    expect(rowOf('Sam Patel')).not.toHaveTextContent('Billing');
  });

  test('Add Admin: an email of type email, no super admin role, and an empty email is refused', async () => {
    const u = await openAdmins();
    await u.click(screen.getByRole('button', { name: 'Add Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });
    const email = within(dialog).getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    const roles = within(within(dialog).getByLabelText('Role')).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual(['Admin', 'Moderator', 'Support']);

    await u.type(email, '   ');
    await u.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter an email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await u.clear(email);
    await u.type(email, 'sam.patel@creatoros.app');
    await u.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This person is already an admin');
  });

  test('an invitation takes a simulated second, then the toast and the invited row appear', async () => {
    const u = await openAdmins();
    await u.click(screen.getByRole('button', { name: 'Add Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Admin' });
    await u.type(within(dialog).getByLabelText('Email address'), 'Nina@Example.com');
    await u.selectOptions(within(dialog).getByLabelText('Role'), 'moderator');
    await u.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    // Half the simulated second (real time also moves the fake clock a little): nothing yet.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByText('Admin invitation sent to nina@example.com')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('Admin invitation sent to nina@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Admin' })).not.toBeInTheDocument();
    const row = rowOf('nina@example.com');
    expect(row).toHaveTextContent('Invited');
    expect(within(row).getByRole('combobox')).toHaveValue('moderator');
  });

  test('removing asks first, then takes a simulated second', async () => {
    const u = await openAdmins();
    await u.click(screen.getByRole('button', { name: 'Remove Lena Fischer' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent(
      'Are you sure you want to remove this admin? This action cannot be undone.',
    );
    await u.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(within(confirm).getByRole('button', { name: 'Removing…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Lena Fischer')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(await screen.findByText('Admin removed successfully')).toBeInTheDocument();
    expect(screen.queryByText('Lena Fischer')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('Cancel keeps the admin', async () => {
    const u = await openAdmins();
    await u.click(screen.getByRole('button', { name: 'Remove Marcus Green' }));
    await u.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(rowOf('Marcus Green')).toBeInTheDocument();
    expect(screen.queryByText('Admin removed successfully')).not.toBeInTheDocument();
  });
});

describe('Coupons and affiliates', () => {
  test('coupons show discount, uses against the cap, expiry and status', async () => {
    const u = userEvent.setup();
    await openAdminDashboard();
    await u.click(screen.getByRole('tab', { name: 'Coupons' }));
    const table = screen.getByRole('region', { name: 'Coupons table' });
    const launch = within(table).getByRole('row', { name: /LAUNCH50/ });
    expect(launch).toHaveTextContent('50% off');
    expect(launch).toHaveTextContent('412 / 500');
    expect(within(launch).getByRole('progressbar', { name: 'LAUNCH50 uses' })).toHaveAttribute(
      'aria-valuenow',
      '412',
    );
    const welcome = within(table).getByRole('row', { name: /WELCOME10/ });
    expect(welcome).toHaveTextContent('$10.00 off');
    expect(welcome).toHaveTextContent('Fixed amount');
    expect(within(table).getByRole('row', { name: /SUMMER25/ })).toHaveTextContent('Expired');
  });

  test('affiliates show commission, earnings, referrals and status', async () => {
    const u = userEvent.setup();
    await openAdminDashboard();
    await u.click(screen.getByRole('tab', { name: 'Affiliates' }));
    const row = within(screen.getByRole('region', { name: 'Affiliates table' })).getByRole('row', {
      name: /Tech Tutorials Hub/,
    });
    expect(row).toHaveTextContent('30%');
    expect(row).toHaveTextContent('$8,420.50');
    expect(row).toHaveTextContent('312');
    expect(row).toHaveTextContent('Active');
  });
});
