import { describe, expect, test } from 'vitest';
import { choosePaymentProvider } from '../choose-payment-provider';
import type { PaymentStatus } from '../payment-types';

function status({ stripe = false, paypal = false, mock = false } = {}): PaymentStatus {
  return {
    stripe: { configured: stripe, publishableKey: stripe ? 'pk_test_123' : null },
    paypal: { configured: paypal, clientId: paypal ? 'client-id-123456' : null, environment: 'sandbox' },
    mock: { enabled: mock },
    environment: 'test',
  };
}

describe('choosePaymentProvider', () => {
  test('with both configured, the requested provider is used, Stripe when none is requested', () => {
    const both = status({ stripe: true, paypal: true, mock: true });
    expect(choosePaymentProvider(both, 'stripe')).toBe('stripe');
    expect(choosePaymentProvider(both, 'paypal')).toBe('paypal');
    expect(choosePaymentProvider(both)).toBe('stripe');
  });

  test('with only one configured, the request is switched to it', () => {
    expect(choosePaymentProvider(status({ stripe: true }), 'paypal')).toBe('stripe');
    expect(choosePaymentProvider(status({ paypal: true }), 'stripe')).toBe('paypal');
    expect(choosePaymentProvider(status({ paypal: true }))).toBe('paypal');
  });

  test('a configured provider is preferred to the mock, even when the mock is enabled', () => {
    expect(choosePaymentProvider(status({ paypal: true, mock: true }), 'stripe')).toBe('paypal');
  });

  test('with neither configured, the mock is used only when the server enables it', () => {
    expect(choosePaymentProvider(status({ mock: true }), 'stripe')).toBe('mock');
    expect(choosePaymentProvider(status({ mock: true }))).toBe('mock');
    expect(() => choosePaymentProvider(status(), 'paypal')).toThrow('No payment provider available');
    expect(() => choosePaymentProvider(status())).toThrow('No payment provider available');
  });
});
