import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CopyButton } from '@/components/ui/copy-button';
import { IntegrationGuideTab } from '../components/integration-guide-tab';

afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  test("copies, toasts '{label} copied to clipboard!' and says 'Copied!' for 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <CopyButton value="whsec_123" label="Webhook secret" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Webhook secret' }));
    expect(await navigator.clipboard.readText()).toBe('whsec_123');
    expect(await screen.findByText('Webhook secret copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy Webhook secret' })).toBeInTheDocument();
  });

  test('a refused clipboard says so instead of claiming a copy', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    render(
      <>
        <CopyButton value="x" label="API endpoint" />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copy API endpoint' }));
    expect(await screen.findByText(/Could not copy the api endpoint/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).toBeNull();
  });
});

describe('Integration Guide', () => {
  test('four pending steps, the five events, the sample payload and the API permissions', () => {
    render(<IntegrationGuideTab />);
    const steps = within(screen.getByRole('region', { name: 'Integration Steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    steps.forEach((step) => expect(step).toHaveTextContent('Pending'));

    const events = within(screen.getByRole('region', { name: 'Supported Webhook Events' })).getAllByRole(
      'listitem',
    );
    expect(events.map((e) => e.firstElementChild?.textContent)).toEqual([
      'payment.completed',
      'payment.failed',
      'subscription.created',
      'subscription.cancelled',
      'refund.processed',
    ]);

    const payload = JSON.parse(screen.getByRole('region', { name: 'Sample payload' }).textContent ?? '') as {
      data: Record<string, unknown>;
    };
    expect(Object.keys(payload)).toEqual(['event_type', 'event_id', 'created_at', 'data']);
    expect(Object.keys(payload.data)).toEqual([
      'payment_id',
      'amount',
      'currency',
      'status',
      'metadata',
      'customer',
    ]);
    expect(Object.keys(payload.data.metadata as object)).toEqual(['user_id', 'credits', 'plan_id']);
    expect(Object.keys(payload.data.customer as object)).toEqual(['id', 'email']);

    const api = within(screen.getByRole('region', { name: 'API endpoints' }));
    const permissionOf = (path: string) => {
      const row = api
        .getAllByRole('row')
        .find((r) => within(r).queryByRole('rowheader', { name: `GET ${path}` }));
      if (!row) throw new Error(`No row for GET ${path}`);
      return within(row).getAllByRole('cell').at(-1)?.textContent;
    };
    expect(permissionOf('/users')).toBe('Any valid key');
    expect(permissionOf('/payments')).toBe('Payments');
    expect(permissionOf('/subscriptions')).toBe('Payments');
    expect(permissionOf('/analytics')).toBe('Analytics');
    expect(screen.getByRole('region', { name: 'Call the API' })).toHaveTextContent('60 requests per minute');
    expect(screen.getByRole('region', { name: 'Verify the Signature' })).toHaveTextContent(
      'X-PS-FABA-Signature: t=<unix time>,v1=<hex>',
    );
  });
});
