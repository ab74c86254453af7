import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BackupReminder } from '@/components/local-data/backup-reminder';
import { testMode } from '@/test/env-mode';
import { TestQueryProvider } from '@/test/test-query-provider';
import { PrivacyTab } from '../components/privacy-tab';
import type { BackupMaker } from '@/lib/local-data/use-download-backup';
import { StorageCard } from '../components/storage-card';

vi.mock('@/lib/env', async (importOriginal) =>
  (await import('@/test/env-mode')).withTestMode(importOriginal),
);
const MB = 1024 * 1024;

/** navigator.storage as a browser answers it; `persist` grants when `grants` says so. */
function stubStorage({ persisted = false, grants = false, usage = 12 * MB, quota = 2048 * MB } = {}) {
  const state = { persisted };
  const storage = {
    persisted: vi.fn(async () => state.persisted),
    persist: vi.fn(async () => {
      state.persisted = grants;
      return grants;
    }),
    estimate: vi.fn(async () => ({ usage, quota })),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  localStorage.clear();
  testMode.value = 'local';
});

function renderCard(props: Parameters<typeof StorageCard>[0] = {}) {
  const user = userEvent.setup();
  render(
    <TestQueryProvider>
      <StorageCard {...props} />
    </TestQueryProvider>,
  );
  return { user, card: () => screen.getByRole('region', { name: 'Storage on this device' }) };
}

const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term).nextElementSibling?.textContent;

describe('Storage on this device', () => {
  test('persisted: says the browser keeps the data, with the space used and available', async () => {
    stubStorage({ persisted: true, usage: 12 * MB, quota: 2048 * MB });
    const { card } = renderCard();
    expect(await screen.findByText('Kept by the browser')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Your browser has agreed to keep your data until you delete it.');
    expect(figure(card(), 'Space used')).toBe('12 MB');
    expect(figure(card(), 'Space available')).toBe('2.0 GB');
    expect(figure(card(), 'Last backup')).toBe('Never');
    expect(screen.queryByRole('button', { name: 'Ask to keep my data' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
  });

  test('not persisted: warns that the browser may delete the data and offers to ask', async () => {
    const storage = stubStorage({ persisted: false, grants: true });
    const { user, card } = renderCard();
    expect(await screen.findByText('Not guaranteed')).toBeInTheDocument();
    expect(card()).toHaveTextContent('Your browser may delete your data when the device is low on space');

    await user.click(screen.getByRole('button', { name: 'Ask to keep my data' }));
    expect(storage.persist).toHaveBeenCalledTimes(1);
    // Read again after the request: now kept, and nothing left to ask.
    expect(await screen.findByText('Kept by the browser')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to keep my data' })).not.toBeInTheDocument();
  });

  test('a refused request says so and leaves the button to ask again', async () => {
    stubStorage({ persisted: false, grants: false });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Ask to keep my data' }));
    expect(await screen.findByText(/The browser did not agree this time/)).toBeInTheDocument();
    expect(screen.getByText('Not guaranteed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask to keep my data' })).toBeEnabled();
  });

  test('a browser without the storage API: no button to ask, the figures unknown', async () => {
    const { card } = renderCard();
    expect(await screen.findByText('Not guaranteed')).toBeInTheDocument();
    expect(figure(card(), 'Space used')).toBe('Unknown');
    expect(figure(card(), 'Space available')).toBe('Unknown');
    expect(screen.queryByRole('button', { name: 'Ask to keep my data' })).not.toBeInTheDocument();
  });

  test('Download backup waits while the file is made, saves it, then shows its name, size and time', async () => {
    stubStorage();
    let finish: () => void = () => undefined;
    const file = new Blob([new Uint8Array(3 * MB)]);
    const makeBackup = vi.fn<BackupMaker>(
      (now) =>
        new Promise((resolve) => {
          finish = () => resolve({ file, fileName: `creator-os-backup-${now.getFullYear()}.cosbackup` });
        }),
    );
    const save = vi.fn();
    const { user, card } = renderCard({ makeBackup, save });
    await screen.findByText('Not guaranteed');

    await user.click(screen.getByRole('button', { name: 'Download backup' }));
    const waiting = await screen.findByRole('button', { name: 'Preparing backup…' });
    expect(waiting).toBeDisabled();
    expect(save).not.toHaveBeenCalled();

    finish();
    const year = new Date().getFullYear();
    expect(
      await screen.findByText(`Backup saved: creator-os-backup-${year}.cosbackup (3.0 MB).`),
    ).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(file, `creator-os-backup-${year}.cosbackup`);
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
    await waitFor(() => expect(figure(card(), 'Last backup')).not.toBe('Never'));
    expect(localStorage.getItem('creator-os-last-backup')).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  test('a running backup shows its step, then how much of it is compressed', async () => {
    stubStorage();
    let report: Parameters<BackupMaker>[1] = () => undefined;
    let finish: () => void = () => undefined;
    const makeBackup = vi.fn<BackupMaker>(
      (_now, onProgress) =>
        new Promise((resolve) => {
          report = onProgress;
          finish = () => resolve({ file: new Blob(['x']), fileName: 'creator-os-backup.cosbackup' });
        }),
    );
    const { user } = renderCard({ makeBackup, save: vi.fn() });
    await screen.findByText('Not guaranteed');
    await user.click(screen.getByRole('button', { name: 'Download backup' }));

    act(() => report({ stage: 'copying' }));
    expect(await screen.findByText('Copying your database…')).toBeInTheDocument();
    act(() => report({ stage: 'compressing', fraction: 0.42 }));
    expect(screen.getByText('Compressing your database… 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Backup progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    act(() => report({ stage: 'sealing' }));
    expect(screen.getByText('Adding the checksum…')).toBeInTheDocument();

    act(() => finish());
    expect(
      await screen.findByText('Backup saved: creator-os-backup.cosbackup (1 byte).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Backup progress' })).not.toBeInTheDocument();
  });
});

describe('Storage card and the shell reminder together', () => {
  test('a backup started from the reminder shows as running on the card, and both agree after', async () => {
    stubStorage();
    let finish: () => void = () => undefined;
    const makeBackup = vi.fn<BackupMaker>(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ file: new Blob(['x']), fileName: 'creator-os-backup.cosbackup' });
        }),
    );
    const save = vi.fn();
    const user = userEvent.setup();
    render(
      <TestQueryProvider>
        <BackupReminder makeBackup={makeBackup} save={save} />
        <StorageCard makeBackup={makeBackup} save={save} />
      </TestQueryProvider>,
    );
    const reminder = await screen.findByRole('region', { name: 'Backup reminder' });
    const card = screen.getByRole('region', { name: 'Storage on this device' });

    await user.click(within(reminder).getByRole('button', { name: 'Download backup' }));
    // One dump at a time: the card's button waits too.
    expect(await within(card).findByRole('button', { name: 'Preparing backup…' })).toBeDisabled();

    finish();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Backup reminder' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(figure(card, 'Last backup')).not.toBe('Never'));
    expect(within(card).getByRole('button', { name: 'Download backup' })).toBeEnabled();
    expect(makeBackup).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('Privacy & Security', () => {
  const renderTab = () =>
    render(
      <TestQueryProvider>
        <PrivacyTab title="Privacy & Security" headingId="settings-tab-title" />
      </TestQueryProvider>,
    );

  test('local mode: the storage card, and the rest of the tab still under development', async () => {
    stubStorage();
    renderTab();
    expect(await screen.findByRole('region', { name: 'Storage on this device' })).toBeInTheDocument();
    expect(screen.getByText('This section is under development.')).toBeInTheDocument();
  });

  test('hosted mode: no storage card (the data lives in Supabase)', () => {
    testMode.value = 'hosted';
    stubStorage();
    renderTab();
    expect(screen.getByText('This section is under development.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Storage on this device' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download backup' })).not.toBeInTheDocument();
  });
});
