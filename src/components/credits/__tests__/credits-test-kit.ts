import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';
import type { Plan } from '@/lib/credits/credits-api';
import type { CreditsContextValue } from '@/lib/credits/credits-context';
import type { PaymentService } from '@/services/payments/payment-service';
import type { PaymentStatus } from '@/services/payments/payment-types';
import { fakeAuth } from '@/test/fake-auth';

/** The four plans as the migration seeds them. */
export const samplePlans: Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price_monthly: 0,
    price_yearly: 0,
    credits_included: 5,
    credit_price: 0,
    features: ['5 credits per month', 'Basic video generation', 'Community support'],
    is_popular: false,
  },
  {
    id: 'starter',
    name: 'Starter',
    price_monthly: 19,
    price_yearly: 190,
    credits_included: 50,
    credit_price: 0.38,
    features: ['50 credits per month', 'HD video', 'Email support'],
    is_popular: false,
  },
  {
    id: 'creator',
    name: 'Creator',
    price_monthly: 49,
    price_yearly: 490,
    credits_included: 150,
    credit_price: 0.33,
    features: ['150 credits per month', '4K video', 'Priority support'],
    is_popular: true,
  },
  {
    id: 'pro',
    name: 'Pro',
    price_monthly: 99,
    price_yearly: 990,
    credits_included: 400,
    credit_price: 0.25,
    features: ['400 credits per month', 'Unlimited 4K', 'API access'],
    is_popular: false,
  },
];

/** A credits context as a new Free user with 5 credits has it; override what a test needs. */
export function creditsValue(overrides: Partial<CreditsContextValue> = {}): CreditsContextValue {
  return {
    loading: false,
    error: null,
    balance: {
      total_credits: 5,
      used_credits: 0,
      bonus_credits: 0,
      available_credits: 5,
      used_this_period: 0,
      period_start: '2026-11-01T00:00:00Z',
    },
    subscription: null,
    transactions: [],
    plans: samplePlans,
    unlimited: false,
    lowCredits: false,
    spend: vi.fn(),
    requireCredits: vi.fn(() => true),
    expectPayment: vi.fn(async () => undefined),
    upgradeModalOpen: false,
    openUpgradeModal: vi.fn(),
    closeUpgradeModal: vi.fn(),
    ...overrides,
  };
}

export const mockOnlyStatus: PaymentStatus = {
  stripe: { configured: false, publishableKey: null },
  paypal: { configured: false, clientId: null, environment: 'sandbox' },
  mock: { enabled: true },
  environment: 'local',
};

/** A payment service whose every call is a spy (the mock route by default). */
export function fakePaymentService(overrides: Partial<PaymentService> = {}): PaymentService {
  return {
    getPaymentStatus: vi.fn(async () => mockOnlyStatus),
    purchaseCredits: vi.fn(async () => ({
      route: 'mock' as const,
      returnPath: '/dashboard/settings?tab=credits&payment=success',
    })),
    subscribeToPlan: vi.fn(async () => ({
      route: 'mock' as const,
      returnPath: '/dashboard/settings?tab=billing&payment=success',
    })),
    openCustomerPortal: vi.fn(async () => undefined),
    loadPaymentMethods: vi.fn(async () => []),
    addPaymentMethod: vi.fn(async () => {
      throw new Error('not in this test');
    }),
    capturePayPalOrder: vi.fn(async () => undefined),
    ...overrides,
  };
}

export function authValue(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return fakeAuth({ id: 'user-1', email: 'grace@example.com' }, overrides);
}
