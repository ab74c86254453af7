import { describe, expect, test, vi } from 'vitest';
import type { InvokeFunction } from '@/services/payments/payment-functions';
import { createPaymentService } from '@/services/payments/payment-service';
import { runPaymentTest } from '../lib/run-payment-test';

const stripeReady = {
  stripe: { configured: true, publishableKey: 'pk_test_1', webhookConfigured: true },
  paypal: { configured: false, clientId: null, environment: 'sandbox', webhookConfigured: false },
  mock: { enabled: false },
  environment: 'production',
};

/** The real payment service over a fake `functions.invoke` answering like our functions. */
function serviceAnswering(
  answers: Record<string, () => { data: unknown; error: unknown; response?: Response }>,
) {
  const invoke = vi.fn<InvokeFunction>(async (name) => {
    const answer = answers[name];
    if (!answer) throw new Error(`unexpected function ${name}`);
    return answer();
  });
  const redirect = vi.fn();
  const service = createPaymentService({
    invoke,
    origin: () => 'https://app.example.com',
    redirect,
    sleep: async () => undefined,
    newIdempotencyKey: () => '00000000-0000-4000-8000-000000000000',
    loadStripe: async () => null,
  });
  return { service, invoke, redirect };
}

describe('runPaymentTest over the real payment service', () => {
  test('the Stripe test creates a card session for 1 credit at 50 cents and opens Checkout', async () => {
    const { service, invoke, redirect } = serviceAnswering({
      'payment-status': () => ({ data: stripeReady, error: null }),
      'create-payment-session': () => ({
        data: { sessionId: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' },
        error: null,
      }),
    });
    const result = await runPaymentTest(service, 'stripe', 'payment');
    expect(result).toEqual({
      state: 'success',
      route: 'stripe',
      message: 'Checkout session created. Opening Stripe Checkout…',
    });
    const call = invoke.mock.calls.find(([name]) => name === 'create-payment-session');
    expect(call?.[1].body).toEqual({
      type: 'credits',
      credits: 1,
      amount: 50,
      currency: 'usd',
      success_url: 'https://app.example.com/dashboard/settings?tab=credits&payment=success',
      cancel_url: 'https://app.example.com/dashboard/settings?tab=credits&payment=cancelled',
    });
    expect(redirect).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1');
  });

  test('the subscription test asks for Creator at 4900 cents a month', async () => {
    const { service, invoke } = serviceAnswering({
      'payment-status': () => ({ data: stripeReady, error: null }),
      'create-payment-session': () => ({
        data: { url: 'https://checkout.stripe.com/c/pay/cs_2' },
        error: null,
      }),
    });
    await runPaymentTest(service, 'stripe', 'subscription');
    const call = invoke.mock.calls.find(([name]) => name === 'create-payment-session');
    expect(call?.[1].body).toMatchObject({
      type: 'subscription',
      planId: 'creator',
      planName: 'Creator',
      amount: 4900,
      currency: 'usd',
      interval: 'month',
    });
  });

  test('payment-status answering 404 reads as "edge functions need deployment"', async () => {
    const { service } = serviceAnswering({
      'payment-status': () => ({
        data: null,
        error: new Error('Edge Function returned a non-2xx status code'),
        response: new Response(JSON.stringify({ message: 'Function not found' }), { status: 404 }),
      }),
    });
    expect(await runPaymentTest(service, 'stripe', 'payment')).toEqual({
      state: 'error',
      message: 'Frontend configured, edge functions need deployment',
      hint: 'Deploy them with: npx supabase functions deploy',
    });
  });

  test('a 503 "Stripe is not configured" from create-payment-session points at STRIPE_SECRET_KEY', async () => {
    const { service } = serviceAnswering({
      'payment-status': () => ({ data: stripeReady, error: null }),
      'create-payment-session': () => ({
        data: null,
        error: new Error('Edge Function returned a non-2xx status code'),
        response: new Response(JSON.stringify({ error: 'Stripe is not configured' }), { status: 503 }),
      }),
    });
    const result = await runPaymentTest(service, 'stripe', 'payment');
    expect(result).toMatchObject({ state: 'error' });
    expect(result.state === 'error' && result.hint).toMatch(/STRIPE_SECRET_KEY/);
  });

  test('the PayPal test on a mock-only server goes to the mock, never to Stripe', async () => {
    const { service, invoke } = serviceAnswering({
      'payment-status': () => ({
        data: {
          ...stripeReady,
          stripe: { configured: false, publishableKey: null },
          mock: { enabled: true },
        },
        error: null,
      }),
      'mock-payment': () => ({ data: { ok: true, credits: 1 }, error: null }),
    });
    const result = await runPaymentTest(service, 'paypal', 'payment');
    expect(result).toMatchObject({ state: 'success', route: 'mock' });
    expect(invoke.mock.calls.map(([name]) => name)).not.toContain('create-payment-session');
  });
});
