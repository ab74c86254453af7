import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { BackupMaker } from '@/lib/local-data/use-download-backup';
import { MAIN_CONTENT_ID } from '@/lib/main-content';
import { testMode } from '@/test/env-mode';
import { TestQueryProvider } from '@/test/test-query-provider';
import { BackupReminder } from '../backup-reminder';

vi.mock('@/lib/env', async (importOriginal) =>
  (await import('@/test/env-mode')).withTestMode(importOriginal),
);
const DAY = 24 * 60 * 60 * 1000;
const TEXT =
  'Your work is stored only in this browser, which may delete it. Download a backup to keep a copy.';

/** navigator.storage as a browser answers it. */
function stubStorage({ persisted = false } = {}) {
  const storage = {
    persisted: vi.fn(async () => persisted),
    persist: vi.fn(async () => persisted),
    estimate: vi.fn(async () => ({ usage: 1024, quota: 1024 * 1024 })),
  };
  Object.defineProperty(navigator, 'storage', { value: storage, configurable: true });
  return storage;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'storage');
  vi.restoreAllMocks();
  localStorage.clear();
  testMode.value = 'local';
});

const fakeBackup: BackupMaker = async () => ({
  file: new Blob(['backup']),
  fileName: 'creator-os-backup-2026-11-25.cosbackup',
});

/** The reminder in a fresh query client, as a new page load of the shell would have it. */
function showReminder(props: Parameters<typeof BackupReminder>[0] = {}) {
  const user = userEvent.setup();
  const view = render(
    <TestQueryProvider>
      <BackupReminder makeBackup={fakeBackup} {...props} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <button type="button">Elsewhere</button>
      </main>
    </TestQueryProvider>,
  );
  return { user, ...view };
}

const reminder = () => screen.queryByRole('region', { name: 'Backup reminder' });

/** Lets the reads settle, then the reminder is (still) absent. */
async function expectNoReminder(storage: ReturnType<typeof stubStorage>) {
  await waitFor(() => expect(storage.persisted).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(reminder()).not.toBeInTheDocument();
}

describe('BackupReminder', () => {
  test('shows when the browser may delete the data and no backup was ever made', async () => {
    stubStorage({ persisted: false });
    showReminder();
    const notice = await screen.findByRole('region', { name: 'Backup reminder' });
    expect(notice).toHaveTextContent(TEXT);
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeEnabled();
  });

  test('shown at the last look, it is there from the first render, before the browser answers', async () => {
    const storage = stubStorage({ persisted: true });
    let answer: (persisted: boolean) => void = () => undefined;
    storage.persisted.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    localStorage.setItem('creator-os-backup-reminder-shown', 'true');
    showReminder();
    // Not pushed in over the page once it has painted.
    expect(reminder()).toBeInTheDocument();

    // The browser now keeps the data: it goes, and the next page starts without it.
    answer(true);
    await waitFor(() => expect(reminder()).not.toBeInTheDocument());
    expect(localStorage.getItem('creator-os-backup-reminder-shown')).toBe('false');
  });

  test('remembers that it showed, for the next page', async () => {
    stubStorage({ persisted: false });
    showReminder();
    await screen.findByRole('region', { name: 'Backup reminder' });
    await waitFor(() => expect(localStorage.getItem('creator-os-backup-reminder-shown')).toBe('true'));
  });

  test('stays away while the browser keeps the data', async () => {
    const storage = stubStorage({ persisted: true });
    showReminder();
    await expectNoReminder(storage);
  });

  test('stays away after a recent backup, and comes back when it is over seven days old', async () => {
    const storage = stubStorage();
    localStorage.setItem('creator-os-last-backup', new Date(Date.now() - 2 * DAY).toISOString());
    const first = showReminder();
    await expectNoReminder(storage);
    first.unmount();

    localStorage.setItem('creator-os-last-backup', new Date(Date.now() - 8 * DAY).toISOString());
    showReminder();
    expect(await screen.findByRole('region', { name: 'Backup reminder' })).toBeInTheDocument();
  });

  test('Not now hides it at once, and it stays hidden when the shell renders again', async () => {
    const storage = stubStorage();
    const first = showReminder();
    await first.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(reminder()).not.toBeInTheDocument();
    // Focus goes on to the page, not back to its top with the removed button.
    expect(screen.getByRole('main')).toHaveFocus();
    expect(Date.parse(localStorage.getItem('creator-os-backup-reminder-dismissed') ?? '')).toBeGreaterThan(
      Date.now() - DAY,
    );
    // Re-rendered in place, then mounted anew (a reload): still hidden.
    first.rerender(
      <TestQueryProvider>
        <BackupReminder makeBackup={fakeBackup} />
      </TestQueryProvider>,
    );
    expect(reminder()).not.toBeInTheDocument();
    first.unmount();
    storage.persisted.mockClear();
    showReminder();
    await expectNoReminder(storage);
  });

  test('a dismissal over seven days old no longer holds it back', async () => {
    stubStorage();
    localStorage.setItem(
      'creator-os-backup-reminder-dismissed',
      new Date(Date.now() - 8 * DAY).toISOString(),
    );
    showReminder();
    expect(await screen.findByRole('region', { name: 'Backup reminder' })).toBeInTheDocument();
  });

  test('Download backup saves the file, records the time, and the reminder goes', async () => {
    stubStorage();
    const save = vi.fn();
    const makeBackup = vi.fn(fakeBackup);
    const { user } = showReminder({ makeBackup, save });
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));

    await waitFor(() => expect(reminder()).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(makeBackup).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.any(Blob), 'creator-os-backup-2026-11-25.cosbackup');
    expect(localStorage.getItem('creator-os-last-backup')).toMatch(/^\d{4}-\d\d-\d\dT/);
    // Nothing was dismissed: the backup itself is what put it away.
    expect(localStorage.getItem('creator-os-backup-reminder-dismissed')).toBeNull();
  });

  test('a backup that ends after the user moved on leaves their focus where it is', async () => {
    stubStorage();
    let finish: () => void = () => undefined;
    const makeBackup: BackupMaker = () =>
      new Promise((resolve) => {
        finish = () => void resolve(fakeBackup(new Date(), () => undefined));
      });
    const { user } = showReminder({ makeBackup, save: vi.fn() });
    await user.click(await screen.findByRole('button', { name: 'Download backup' }));
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    finish();

    await waitFor(() => expect(reminder()).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  test('hosted mode renders nothing and reads no storage', async () => {
    testMode.value = 'hosted';
    const storage = stubStorage();
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    showReminder();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reminder()).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button').map((button) => button.textContent)).toEqual(['Elsewhere']);
    expect(storage.persisted).not.toHaveBeenCalled();
    expect(storage.estimate).not.toHaveBeenCalled();
    expect(getItem).not.toHaveBeenCalled();
  });
});
