import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { TestQueryProvider } from '@/test/test-query-provider';
import { DataExportTab } from '../components/data-export-tab';
import { exportFileName, type ExportFile, type ExportType } from '../lib/data-export';
import type { Exporter } from '../lib/data-export-runner';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

const profile = {
  id: '7d1c0a52-2c4b-4d6e-9a57-6f1f2d3c4b5a',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Compilers Inc',
  phone: null,
  bio: null,
  avatar_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

/** An exporter that answers like buildExport: the profile plus what the type asks for. */
function fakeExporter(): Exporter & { calls: ExportType[] } {
  const calls: ExportType[] = [];
  const exporter = async (type: ExportType, now: Date): Promise<ExportFile> => {
    calls.push(type);
    return { profile, exportDate: now.toISOString(), exportType: type };
  };
  return Object.assign(exporter, { calls });
}

function setup(
  options: {
    exporter?: Exporter;
    removeAccount?: () => Promise<void>;
  } = {},
) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const download = vi.fn();
  const removeAccount = options.removeAccount ?? vi.fn(async () => undefined);
  const view = render(
    <MemoryRouter initialEntries={['/dashboard/settings?tab=data']}>
      <TestQueryProvider>
        <Routes>
          <Route
            path="/dashboard/settings"
            element={
              <DataExportTab
                exporter={options.exporter ?? fakeExporter()}
                download={download}
                removeAccount={removeAccount}
              />
            }
          />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
      </TestQueryProvider>
    </MemoryRouter>,
  );
  return { user, download, removeAccount, unmount: view.unmount };
}

const exportButtons = () => screen.getAllByRole('button', { name: /^Export / });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('Data Export', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  test('the file is named by export type and the local date', () => {
    expect(exportFileName('profile', new Date(2026, 10, 23, 23, 59))).toBe(
      'creator-os-profile-export-2026-11-23.json',
    );
    expect(exportFileName('ai-generations', new Date(2027, 0, 5))).toBe(
      'creator-os-ai-generations-export-2027-01-05.json',
    );
  });

  test('offers the four exports by name', () => {
    setup();
    expect(exportButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Export Profile Data',
      'Export Projects (workspaces)',
      'Export AI Generations',
      'Export Complete Export',
    ]);
  });

  test('the progress bar rises 10% every 200 ms, then the JSON file downloads; buttons wait meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(new Date(2026, 10, 23, 9, 30));
    const exporter = fakeExporter();
    const { download } = setup({ exporter });
    fireEvent.click(screen.getByRole('button', { name: 'Export Profile Data' }));
    // The export is a mutation: the screen hears of it on the query client's next tick.
    await tick(0);

    const bar = screen.getByRole('progressbar', { name: 'Exporting Profile Data' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(exportButtons().every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Export Profile Data' })).toHaveTextContent('Exporting…');

    const seen: string[] = [];
    for (let step = 1; step <= 9; step += 1) {
      await tick(199);
      expect(bar).toHaveAttribute('aria-valuenow', String((step - 1) * 10));
      await tick(1);
      seen.push(bar.getAttribute('aria-valuenow') ?? '');
    }
    expect(seen).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90']);
    expect(download).not.toHaveBeenCalled();

    await tick(200);
    expect(download).toHaveBeenCalledTimes(1);
    const [fileName, contents] = download.mock.calls[0] as [string, ExportFile];
    expect(fileName).toBe('creator-os-profile-export-2026-11-23.json');
    expect(contents).toEqual({
      profile,
      exportDate: new Date(2026, 10, 23, 9, 30).toISOString(),
      exportType: 'profile',
    });
    expect(exporter.calls).toEqual(['profile']);
    expect(toast.success).toHaveBeenCalledWith('Profile Data exported');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(exportButtons().every((b) => !(b as HTMLButtonElement).disabled)).toBe(true);
  });

  test('a second click while an export runs starts nothing', async () => {
    const exporter = fakeExporter();
    const { user, download } = setup({ exporter });
    await user.click(screen.getByRole('button', { name: 'Export Complete Export' }));
    await user.click(screen.getByRole('button', { name: 'Export Profile Data' }));
    await tick(2000);
    expect(exporter.calls).toEqual(['complete']);
    expect(download).toHaveBeenCalledTimes(1);
    expect(download.mock.calls[0][0]).toBe('creator-os-complete-export-2026-11-23.json');
  });

  test('leaving the screen abandons the export: nothing downloads later', async () => {
    const exporter = fakeExporter();
    const { user, download, unmount } = setup({ exporter });
    await user.click(screen.getByRole('button', { name: 'Export Profile Data' }));
    await tick(600);
    unmount();
    await tick(2000);
    expect(exporter.calls).toEqual(['profile']);
    expect(download).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('a failed read stops the bar and says why; nothing downloads', async () => {
    const { user, download } = setup({
      exporter: async () => {
        throw new Error('permission denied for table videos');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Export AI Generations' }));
    await tick(400);
    expect(toast.error).toHaveBeenCalledWith('Export failed: permission denied for table videos');
    expect(download).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export AI Generations' })).toBeEnabled();
  });
});

describe('Danger Zone', () => {
  afterEach(() => {
    vi.mocked(toast.success).mockClear();
    vi.mocked(toast.error).mockClear();
  });

  test('deleting needs DELETE typed; then the account goes and the user lands on / with a toast', async () => {
    const user = userEvent.setup();
    const { removeAccount } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/the workspaces you own/)).toBeInTheDocument();
    expect(within(dialog).getByText(/your videos and voice-overs/)).toBeInTheDocument();
    expect(within(dialog).getByText(/your credits, their history/)).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Type DELETE to confirm');
    expect(field).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();

    await user.type(field, 'delete');
    expect(confirm).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(removeAccount).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'DELETE');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(removeAccount).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Your account and all of its data have been deleted.');
  });

  test('a failed deletion says why and keeps the dialog open; Cancel closes it', async () => {
    const user = userEvent.setup();
    setup({
      removeAccount: async () => {
        throw new Error('Sign in to delete your account');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await user.type(screen.getByLabelText('Type DELETE to confirm'), 'DELETE{Enter}');
    expect(toast.error).toHaveBeenCalledWith(
      'Your account could not be deleted: Sign in to delete your account',
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
