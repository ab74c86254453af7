import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { OWN_PROVIDER_KEYS_STORAGE_KEY, readOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import { PROVIDER_PRIORITY_STORAGE_KEY, readProviderPriority } from '@/services/video/own-key-video-service';
import { TestQueryProvider } from '@/test/test-query-provider';
import { ApiKeysTab } from '../components/api-keys-tab';

/** The providers at the HTTP boundary: each URL answers with its status (200 unless told). */
function fakeProviders(statuses: Record<string, number> = {}) {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response('{}', { status: statuses[url] ?? 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, fetch };
}

const URLS = {
  elevenlabs: 'https://api.elevenlabs.io/v1/user',
  replicate: 'https://api.replicate.com/v1/account',
  wavespeed: 'https://api.wavespeed.ai/api/v3/balance',
  pika: 'https://api.pika.art/v1/status/creator-os-key-check',
};

const keyInput = (name: string) => screen.getByLabelText(`${name} API key`);
const card = (name: string) => {
  const item = screen.getAllByRole('listitem').find((li) => within(li).queryByLabelText(`${name} API key`));
  if (!item) throw new Error(`No card for ${name}`);
  return item;
};

// User-event typing is slow on a busy machine: a loaded CI box must not fail these by time.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('API Keys tab', () => {
  test('shows the four providers with their variable names and docs links; saved keys are loaded', () => {
    localStorage.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, JSON.stringify({ replicate: 'r8_saved' }));
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    expect(screen.getByRole('heading', { level: 2, name: 'API Keys' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Provider keys' })).getAllByRole('heading', {
      level: 3,
    });
    expect(cards.map((h) => h.textContent)).toEqual(['Eleven Labs', 'Replicate', 'Wavespeed', 'Pika Labs']);
    expect(keyInput('Replicate')).toHaveValue('r8_saved');
    expect(keyInput('Eleven Labs')).toHaveValue('');
    expect(within(card('Eleven Labs')).getByText('ELEVENLABS_API_KEY')).toBeInTheDocument();
    const docs = screen.getByRole('link', { name: /Wavespeed documentation/ });
    expect(docs).toHaveAttribute('target', '_blank');
    expect(docs.getAttribute('rel')).toContain('noopener');
    for (const name of ['Eleven Labs', 'Replicate', 'Wavespeed', 'Pika Labs']) {
      expect(within(card(name)).getByText('Not tested yet')).toBeInTheDocument();
    }
  });

  test('the show/hide toggle reveals and hides the key', async () => {
    const user = userEvent.setup();
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    expect(keyInput('Pika Labs')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Pika Labs API key' }));
    expect(keyInput('Pika Labs')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Pika Labs API key' }));
    expect(keyInput('Pika Labs')).toHaveAttribute('type', 'password');
  });

  test('testing an empty key says a key is required and calls nobody', async () => {
    const user = userEvent.setup();
    const api = fakeProviders();
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    await user.type(keyInput('Wavespeed'), '   ');
    await user.click(screen.getByRole('button', { name: 'Test Wavespeed API key' }));
    expect(within(card('Wavespeed')).getByRole('alert')).toHaveTextContent('API key is required');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  test('a test goes testing → valid with the trimmed key; editing resets it to untested', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal('fetch', fetch);
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    await user.type(keyInput('Eleven Labs'), '  el-key ');
    await user.click(screen.getByRole('button', { name: 'Test Eleven Labs API key' }));
    expect(within(card('Eleven Labs')).getByText('Testing API key connection...')).toBeInTheDocument();
    expect(fetch.mock.calls[0][0]).toBe(URLS.elevenlabs);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).get('xi-api-key')).toBe('el-key');
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect(
      await within(card('Eleven Labs')).findByText('API key is valid and working correctly'),
    ).toBeInTheDocument();

    await user.type(keyInput('Eleven Labs'), 'x');
    expect(within(card('Eleven Labs')).getByText('Not tested yet')).toBeInTheDocument();
  });

  test('the answer for a key edited while it was tested is not shown', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    await user.type(keyInput('Replicate'), 'r8_old');
    await user.click(screen.getByRole('button', { name: 'Test Replicate API key' }));
    expect(within(card('Replicate')).getByText('Testing API key connection...')).toBeInTheDocument();

    await user.type(keyInput('Replicate'), 'x');
    expect(within(card('Replicate')).getByText('Not tested yet')).toBeInTheDocument();
    await act(async () => answer(new Response('{}', { status: 200 })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(card('Replicate')).getByText('Not tested yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test Replicate API key' })).toBeEnabled();
  });

  test('a refused key (401) is invalid', async () => {
    const user = userEvent.setup();
    fakeProviders({ [URLS.replicate]: 401 });
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    await user.type(keyInput('Replicate'), 'r8_bad');
    await user.click(screen.getByRole('button', { name: 'Test Replicate API key' }));
    expect(
      await within(card('Replicate')).findByText('API key is invalid or there was an error connecting'),
    ).toBeInTheDocument();
  });

  test('Test All tests each filled key in order, 500 ms apart', async () => {
    vi.useFakeTimers();
    const api = fakeProviders({ [URLS.pika]: 403 });
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    fireEvent.change(keyInput('Eleven Labs'), { target: { value: 'el' } });
    fireEvent.change(keyInput('Wavespeed'), { target: { value: 'ws' } });
    fireEvent.change(keyInput('Pika Labs'), { target: { value: 'pk' } });

    fireEvent.click(screen.getByRole('button', { name: 'Test All' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.calls.map((c) => c.url)).toEqual([URLS.elevenlabs]);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(api.calls).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.calls.map((c) => c.url)).toEqual([URLS.elevenlabs, URLS.wavespeed]);
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(api.calls).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Replicate has no key: it is skipped.
    expect(api.calls.map((c) => c.url)).toEqual([URLS.elevenlabs, URLS.wavespeed, URLS.pika]);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.calls).toHaveLength(3);

    expect(
      within(card('Eleven Labs')).getByText('API key is valid and working correctly'),
    ).toBeInTheDocument();
    expect(within(card('Wavespeed')).getByText('API key is valid and working correctly')).toBeInTheDocument();
    expect(
      within(card('Pika Labs')).getByText('API key is invalid or there was an error connecting'),
    ).toBeInTheDocument();
    expect(within(card('Replicate')).getByText('Not tested yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Test All' })).toBeEnabled();
  });

  test('Save Keys stores the keys trimmed, drops empty ones, and says so for 3 s', async () => {
    vi.useFakeTimers();
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    fireEvent.change(keyInput('Eleven Labs'), { target: { value: '  el-key  ' } });
    fireEvent.change(keyInput('Replicate'), { target: { value: '   ' } });
    fireEvent.change(keyInput('Pika Labs'), { target: { value: 'pk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Keys' }));

    expect(JSON.parse(localStorage.getItem(OWN_PROVIDER_KEYS_STORAGE_KEY) ?? '{}')).toEqual({
      elevenlabs: 'el-key',
      pika: 'pk',
    });
    expect(readOwnProviderKeys()).toEqual({ elevenlabs: 'el-key', pika: 'pk' });
    expect(keyInput('Eleven Labs')).toHaveValue('el-key');
    expect(
      screen.getByText('API keys saved successfully! They will be active immediately.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(
      screen.getByText('API keys saved successfully! They will be active immediately.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText('API keys saved successfully! They will be active immediately.')).toBeNull();
  });

  test('when the browser refuses to store them, Save Keys says it failed', async () => {
    const user = userEvent.setup();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    await user.type(keyInput('Wavespeed'), 'ws');
    await user.click(screen.getByRole('button', { name: 'Save Keys' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save API keys. Please try again.');
  });
});

describe('provider priority panel', () => {
  test('shows Wavespeed, Pika, Replicate, then the mock, which providers have a key, and saves a new order where the video service reads it', async () => {
    const user = userEvent.setup();
    localStorage.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, JSON.stringify({ pika: 'pk' }));
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    const panel = screen.getByRole('region', { name: 'Video provider priority' });
    const items = () => within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^1Wavespeed \(Fast, 10-20 s\)No key saved/),
      expect.stringMatching(/^2Pika \(Premium quality\)Key saved/),
      expect.stringMatching(/^3Replicate/),
      expect.stringMatching(/^4MockAlways on/),
    ]);
    expect(screen.getByRole('button', { name: 'Move Wavespeed up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Replicate down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move Replicate up' }));
    expect(localStorage.getItem(PROVIDER_PRIORITY_STORAGE_KEY)).toBe(
      '["wavespeed","replicate","pika","mock"]',
    );
    await user.click(screen.getByRole('button', { name: 'Move Replicate up' }));
    expect(readProviderPriority()).toEqual(['replicate', 'wavespeed', 'pika', 'mock']);
    expect(items()[0]).toHaveTextContent('Replicate');
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Replicate moved to position 1. Order saved.',
    );

    // Saving a key shows it against its provider at once.
    await user.type(keyInput('Replicate'), 'r8');
    await user.click(screen.getByRole('button', { name: 'Save Keys' }));
    expect(items()[0]).toHaveTextContent('Key saved');
  });

  test('a stored order is shown on load; the comma-separated form is understood too', () => {
    localStorage.setItem(PROVIDER_PRIORITY_STORAGE_KEY, 'pika,replicate');
    render(<ApiKeysTab />, { wrapper: TestQueryProvider });
    const panel = screen.getByRole('region', { name: 'Video provider priority' });
    const names = within(within(panel).getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.match(/^\d(Pika|Replicate|Wavespeed|Mock)/)?.[1]);
    expect(names).toEqual(['Pika', 'Replicate', 'Wavespeed', 'Mock']);
  });
});
