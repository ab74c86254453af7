import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { creditsValue, fakePaymentService } from '@/components/credits/__tests__/credits-test-kit';
import { CreditsContext } from '@/lib/credits/credits-context';
import { PaymentServiceContext } from '@/services/payments/payment-service-context';
import type { PaymentService } from '@/services/payments/payment-service';
import { onTrackedEvent } from '@/services/tracking/track-event';
import { usePaymentReturn } from '../use-payment-return';

let events: [string, unknown][] = [];
let stop: () => void = () => undefined;
beforeEach(() => {
  events = [];
  stop = onTrackedEvent((name, properties) => events.push([name, properties]));
});
afterEach(() => stop());

function returnTo(path: string, service: PaymentService = fakePaymentService()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <PaymentServiceContext.Provider value={service}>
        <CreditsContext.Provider value={creditsValue()}>{children}</CreditsContext.Provider>
      </PaymentServiceContext.Provider>
    </MemoryRouter>
  );
  return renderHook(() => usePaymentReturn(), { wrapper });
}

describe('confirmed payments reach the pixels once', () => {
  test('a credit pack back on Credits & Usage sends credits_purchased once', async () => {
    const view = returnTo('/dashboard/settings?tab=credits&payment=success');
    await waitFor(() => expect(events).toEqual([['credits_purchased', {}]]));
    view.rerender();
    expect(events).toHaveLength(1);
  });

  test('a plan back on Billing & Plans sends subscription_started (PayPal says so)', async () => {
    returnTo('/dashboard/settings?tab=billing&payment=success&provider=paypal&subscription_id=I-1');
    await waitFor(() => expect(events).toEqual([['subscription_started', { provider: 'paypal' }]]));
  });

  test('a PayPal order counts only once captured; a failed capture, a cancel or a saved card send nothing', async () => {
    let finish: () => void = () => undefined;
    const service = fakePaymentService({
      capturePayPalOrder: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    returnTo('/dashboard/settings?tab=credits&payment=success&provider=paypal&token=O-1', service);
    await waitFor(() => expect(service.capturePayPalOrder).toHaveBeenCalled());
    expect(events).toEqual([]);
    finish();
    await waitFor(() => expect(events).toEqual([['credits_purchased', { provider: 'paypal' }]]));

    events = [];
    const failing = fakePaymentService({
      capturePayPalOrder: vi.fn(async () => Promise.reject(new Error('no'))),
    });
    returnTo('/dashboard/settings?tab=credits&payment=success&provider=paypal&token=O-2', failing);
    await waitFor(() => expect(failing.capturePayPalOrder).toHaveBeenCalled());
    returnTo('/dashboard/settings?tab=billing&payment=cancelled');
    returnTo('/dashboard/settings?tab=billing&payment=success&setup_intent=seti_1');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
  });
});
