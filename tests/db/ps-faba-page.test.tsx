// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { PsFabaScreen } from '../../src/features/ps-faba/screens/ps-faba-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

// The database answers in a real round trip; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

/** The page (or, with `shown` false, none) under one query client, signed in as `person`. */
function page(person: SignedIn, shown = true) {
  return (
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        {shown && <PsFabaScreen client={person.client as AppSupabaseClient} />}
      </AuthContext.Provider>
      <Toaster />
    </TestQueryProvider>
  );
}

/** The real page over the real local backend, signed in as `person`, with the app's toasts. */
function setupPage(person: SignedIn) {
  const user = userEvent.setup();
  render(page(person));
  return user;
}

const keysRegion = () => screen.getByRole('region', { name: 'API keys' });
const rows = () => within(keysRegion()).getAllByTestId('api-key-row');
const rowOf = (name: string) => {
  const row = rows().find((r) => within(r).queryByRole('rowheader', { name: new RegExp(name) }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const connection = () => screen.getByTestId('connection-status').textContent;
const expectToast = (text: string) => screen.findByText(text);

async function generateKey(person: SignedIn, name: string, extra: Record<string, unknown> = {}) {
  const { data, error } = await person.client.rpc('generate_api_key', { p_name: name, ...extra });
  if (error) throw error;
  return (data as { id: string; api_key: string; key_prefix: string }[])[0];
}

describe('PS-FABA Integration page over the local backend', () => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    // jsdom has no matchMedia; the toaster asks it for the reduced-motion preference.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());
  afterEach(() => {
    cleanup();
    toast.remove();
  });

  test('a new user sees the empty state: Disconnected, never used, no active keys', async () => {
    setupPage(await signedInClient(backend));
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    expect(connection()).toBe('Disconnected');
    expect(screen.getByTestId('last-used').textContent).toBe('Never');
    expect(screen.getByTestId('active-keys').textContent).toBe('0');
    expect((screen.getByLabelText('API Endpoint') as HTMLInputElement).value).toBe(
      '/functions/v1/ps-faba-api',
    );
  });

  test('an empty name is refused with a toast and creates no key', async () => {
    const person = await signedInClient(backend);
    const user = setupPage(person);
    await screen.findByText('No API keys yet');
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate API Key' });
    await user.clear(within(dialog).getByLabelText('Key name'));
    await user.type(within(dialog).getByLabelText('Key name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));
    expect(await expectToast('API key name is required')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Generate API Key' })).toBeTruthy();
    const { data } = await person.client.from('api_keys_overview').select('id');
    expect(data).toEqual([]);
  });

  test('a generated key is shown once; Secure & Close leaves only its prefix and resets the form', async () => {
    const person = await signedInClient(backend, { first_name: 'Grace', last_name: 'Hopper' });
    const user = setupPage(person);
    await screen.findByText('No API keys yet');

    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    let dialog = screen.getByRole('dialog', { name: 'Generate API Key' });
    // The defaults: a pre-filled name and description, webhooks and payments on, analytics off.
    expect((within(dialog).getByLabelText('Key name') as HTMLInputElement).value).toBe(
      'PS-FABA Production Key',
    );
    expect((within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement).value).toBe(
      'Payment gateway integration key for PS-FABA',
    );
    const box = (name: string) =>
      within(dialog).getByRole('checkbox', { name: new RegExp(name) }) as HTMLInputElement;
    expect([box('Webhooks').checked, box('Payments').checked, box('Analytics').checked]).toEqual([
      true,
      true,
      false,
    ]);
    expect(within(dialog).getByText('Process payments and subscriptions')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Key name'));
    await user.type(within(dialog).getByLabelText('Key name'), 'Checkout gateway');
    await user.click(box('Analytics'));
    await user.click(box('Payments'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));

    expect(await expectToast('API key generated successfully!')).toBeTruthy();
    const once = await screen.findByRole('dialog', { name: 'Your new API key' });
    const fullKey = within(once).getByTestId('new-api-key').textContent ?? '';
    expect(fullKey).toMatch(/^psf_live_[0-9a-f]{40}$/);
    // Only Secure & Close ends it: Escape does not.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your new API key' })).toBeTruthy();

    await user.click(within(once).getByRole('button', { name: 'Copy API key' }));
    expect(await expectToast('API key copied to clipboard!')).toBeTruthy();
    expect(within(once).getByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(fullKey);

    await user.click(within(once).getByRole('button', { name: 'Secure & Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await waitFor(() => rowOf('Checkout gateway'));
    expect(within(row).getByText(`${fullKey.slice(0, 12)}…`)).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Webhooks')).toBeTruthy();
    expect(within(row).getByText('Analytics')).toBeTruthy();
    expect(within(row).queryByText('Payments')).toBeNull();
    expect(within(row).getByText('Grace Hopper')).toBeTruthy();
    // Permanent and never used.
    expect(within(row).getAllByText('Never', { selector: 'td' })).toHaveLength(2);
    expect(document.body.textContent).not.toContain(fullKey);
    expect(connection()).toBe('Connected');
    expect(screen.getByTestId('active-keys').textContent).toBe('1');

    // The next key starts from the defaults again.
    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    dialog = screen.getByRole('dialog', { name: 'Generate API Key' });
    expect((within(dialog).getByLabelText('Key name') as HTMLInputElement).value).toBe(
      'PS-FABA Production Key',
    );
    expect([box('Webhooks').checked, box('Payments').checked, box('Analytics').checked]).toEqual([
      true,
      true,
      false,
    ]);
  });

  test('statuses are derived: revoked, expired and active keys; only an active key connects', async () => {
    const person = await signedInClient(backend);
    const revoked = await generateKey(person, 'Old gateway');
    await person.client.rpc('revoke_api_key', { p_api_key_id: revoked.id });
    const expired = await generateKey(person, 'Trial gateway', {
      p_expires_at: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    });
    // Time passes: the expiry is now behind us.
    const { error } = await service
      .from('api_keys')
      .update({
        expires_at: new Date(Date.now() - 60_000).toISOString(),
        last_used_at: new Date().toISOString(),
      })
      .eq('id', expired.id);
    expect(error).toBeNull();

    setupPage(person);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rowOf('Old gateway')).getByText('Revoked')).toBeTruthy();
    expect(within(rowOf('Trial gateway')).getByText('Expired')).toBeTruthy();
    // Neither can be revoked again; both can be deleted.
    expect(within(keysRegion()).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(within(keysRegion()).getAllByRole('button', { name: /Delete/ })).toHaveLength(2);
    expect(connection()).toBe('Disconnected');
    expect(screen.getByTestId('last-used').textContent).toBe('Today');
    expect(screen.getByTestId('active-keys').textContent).toBe('0');
    cleanup();

    await generateKey(person, 'Live gateway', {
      p_expires_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    setupPage(person);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(within(rowOf('Live gateway')).getByText('Active')).toBeTruthy();
    expect(connection()).toBe('Connected');
  });

  test('revoke asks first, then disconnects; cancel changes nothing', async () => {
    const person = await signedInClient(backend);
    const key = await generateKey(person, 'Gateway');
    const user = setupPage(person);
    await waitFor(() => expect(connection()).toBe('Connected'));

    await user.click(within(rowOf('Gateway')).getByRole('button', { name: 'Revoke Gateway' }));
    let question = screen.getByRole('alertdialog', { name: 'Revoke API key?' });
    expect(question.textContent).toContain(
      'Are you sure you want to revoke the API key "Gateway"? This action cannot be undone and will immediately disconnect the partner integration.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(rowOf('Gateway')).getByText('Active')).toBeTruthy();

    await user.click(within(rowOf('Gateway')).getByRole('button', { name: 'Revoke Gateway' }));
    question = screen.getByRole('alertdialog', { name: 'Revoke API key?' });
    await user.click(within(question).getByRole('button', { name: 'Revoke Key' }));
    expect(await expectToast('API key revoked successfully')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Gateway')).getByText('Revoked')).toBeTruthy());
    expect(connection()).toBe('Disconnected');
    expect(within(rowOf('Gateway')).queryByRole('button', { name: /Revoke/ })).toBeNull();

    const { data } = await person.client
      .from('api_keys_overview')
      .select('is_active, revoked_at')
      .eq('id', key.id);
    expect(data?.[0]?.is_active).toBe(false);
    expect(data?.[0]?.revoked_at).not.toBeNull();
  });

  test('delete asks first, then removes the key for good', async () => {
    const person = await signedInClient(backend);
    const key = await generateKey(person, 'Spare key');
    const user = setupPage(person);
    await waitFor(() => rowOf('Spare key'));

    await user.click(within(rowOf('Spare key')).getByRole('button', { name: 'Delete Spare key' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete API key?' });
    expect(question.textContent).toContain(
      'Are you sure you want to permanently delete the API key "Spare key"? This action cannot be undone.',
    );
    await user.click(within(question).getByRole('button', { name: 'Delete Key' }));
    expect(await expectToast('API key deleted successfully')).toBeTruthy();
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    const { data } = await service.from('api_keys').select('id').eq('id', key.id);
    expect(data).toEqual([]);
  });

  test('the 11th active key is refused with the reason in the error toast; the form stays open', async () => {
    const person = await signedInClient(backend);
    for (let n = 1; n <= 10; n += 1) await generateKey(person, `Gateway ${n}`);
    const user = setupPage(person);
    await waitFor(() => expect(rows()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Generate API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Generate API Key' });
    await user.click(within(dialog).getByRole('button', { name: 'Generate Key' }));
    expect(
      await expectToast(
        'Failed to generate API key: You can have at most 10 active API keys. Revoke one to create another.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Generate API Key' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).toBeNull();
    expect(rows()).toHaveLength(10);
    expect(screen.getByTestId('active-keys').textContent).toBe('10');
  });

  test('a returning user sees the cached keys at once, then what the database holds now', async () => {
    const person = await signedInClient(backend);
    await generateKey(person, 'First gateway');
    const view = render(page(person));
    await waitFor(() => rowOf('First gateway'));

    // The user leaves the page; meanwhile another tab makes a key, and time passes.
    view.rerender(page(person, false));
    await generateKey(person, 'Second gateway');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      view.rerender(page(person));
      // At once, without a loading step: the cached list.
      expect(screen.queryByText('Loading API keys…')).toBeNull();
      expect(rows()).toHaveLength(1);
      expect(connection()).toBe('Connected');
      // Then, refreshed in the background.
      await waitFor(() => expect(rows()).toHaveLength(2));
      expect(within(rowOf('Second gateway')).getByText('Active')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  test('a webhook change shows on both tabs without a reload', async () => {
    const person = await signedInClient(backend);
    const user = setupPage(person);
    const url = (await screen.findByLabelText('Webhook URL')) as HTMLInputElement;
    await user.type(url, 'https://partner.example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await expectToast('Webhook URL saved')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Webhook Logs' }));
    expect(screen.getByText('https://partner.example.com/hook')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Send webhooks' }));
    expect(await expectToast('Webhooks switched off')).toBeTruthy();

    // Back on API Keys the saved URL is there at once (no second load), and so is the switch's change.
    await user.click(screen.getByRole('tab', { name: 'API Keys' }));
    expect((screen.getByLabelText('Webhook URL') as HTMLInputElement).value).toBe(
      'https://partner.example.com/hook',
    );
    await user.click(screen.getByRole('tab', { name: 'Webhook Logs' }));
    expect(screen.getByRole('switch', { name: 'Send webhooks' }).getAttribute('aria-checked')).toBe('false');
  });

  test('a failed load says so', async () => {
    const person = await signedInClient(backend);
    await person.client.auth.signOut();
    setupPage(person);
    expect(await expectToast('Failed to load API keys')).toBeTruthy();
    expect(screen.getByText('API keys could not be loaded')).toBeTruthy();
  });

  test('the webhook URL is checked and saved; the secret is masked, shown and rotated', async () => {
    const person = await signedInClient(backend);
    const user = setupPage(person);
    const url = (await screen.findByLabelText('Webhook URL')) as HTMLInputElement;

    await user.type(url, 'http://partner.example.com/hook');
    expect(screen.getByText('Enter an https:// address (plain http:// only for localhost)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save URL' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(url);
    await user.type(url, 'https://partner.example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Save URL' }));
    expect(await expectToast('Webhook URL saved')).toBeTruthy();
    const { data: saved } = await person.client
      .from('partner_webhook_settings')
      .select('webhook_url, secret')
      .single();
    expect(saved?.webhook_url).toBe('https://partner.example.com/hook');

    const secret = screen.getByLabelText('Webhook Secret') as HTMLInputElement;
    expect(secret.value).not.toBe(saved?.secret);
    expect(secret.value).toMatch(/^whsec_•+$/);
    await user.click(screen.getByRole('button', { name: 'Show webhook secret' }));
    expect(secret.value).toBe(saved?.secret);

    await user.click(screen.getByRole('button', { name: 'Rotate webhook secret' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Rotate webhook secret?' })).getByRole('button', {
        name: 'Rotate Secret',
      }),
    );
    expect(await expectToast('Webhook secret rotated')).toBeTruthy();
    const { data: rotated } = await person.client.from('partner_webhook_settings').select('secret').single();
    expect(rotated?.secret).not.toBe(saved?.secret);
    await waitFor(() => expect(secret.value).toBe(rotated?.secret));
  });

  test('Webhook Logs shows the configuration, switches deliveries and lists real attempts', async () => {
    const person = await signedInClient(backend);
    const user = setupPage(person);
    await screen.findByLabelText('Webhook URL');
    await user.click(screen.getByRole('tab', { name: 'Webhook Logs' }));
    expect(await screen.findByText('No webhook activity yet')).toBeTruthy();
    expect(screen.getByText('Not set yet.')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Webhook events' })).getAllByRole('listitem'),
    ).toHaveLength(5);

    const toggle = screen.getByRole('switch', { name: 'Send webhooks' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    expect(await expectToast('Webhooks switched off')).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    const { data } = await person.client.from('partner_webhook_settings').select('enabled').single();
    expect(data?.enabled).toBe(false);

    const { error } = await service.from('partner_webhook_deliveries').insert([
      {
        user_id: person.userId,
        event_type: 'payment.completed',
        event_id: 'evt_done',
        url: 'https://partner.example.com/hook',
        payload: {},
        status_code: 200,
        ok: true,
      },
      {
        user_id: person.userId,
        event_type: 'payment.failed',
        event_id: 'evt_refused',
        url: 'https://partner.example.com/hook',
        payload: {},
        status_code: 500,
        ok: false,
        error: 'The endpoint answered 500',
      },
    ]);
    expect(error).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const log = await screen.findByRole('region', { name: 'Webhook deliveries' });
    await waitFor(() => expect(within(log).getAllByTestId('delivery-row')).toHaveLength(2));
    expect(within(log).getByText('Delivered')).toBeTruthy();
    expect(within(log).getByText('Failed')).toBeTruthy();
    expect(within(log).getByText('The endpoint answered 500')).toBeTruthy();
  });
});
