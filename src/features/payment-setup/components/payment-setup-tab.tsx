import { ShieldCheck } from 'lucide-react';
import { ConfigurationStatus } from './configuration-status';
import { PaymentTestPanel } from './payment-test-panel';
import type { PaymentSetupTabId } from '../lib/payment-setup-tabs';
import { fixStripeSteps, paymentTestingSteps, quickStripeSteps, stripeSetupSteps } from './setup-steps';
import { SetupWalkthrough, type SetupStep } from './setup-walkthrough';
import { usePaymentStatusCheck } from '../lib/use-payment-status-check';

const content: Record<PaymentSetupTabId, { title: string; intro: string; walkthrough: string }> = {
  'stripe-config': {
    title: 'Fix Stripe Now',
    intro:
      'Card payments not working? Read what the server reports, fix the cause and prove it with a test payment.',
    walkthrough: 'Fix card payments',
  },
  'quick-stripe': {
    title: 'Quick Stripe Setup',
    intro: 'The shortest way to a working Stripe checkout in test mode.',
    walkthrough: 'Quick setup',
  },
  'stripe-setup': {
    title: 'Stripe Setup',
    intro: 'The full Stripe set-up: keys, functions, webhook and customer portal.',
    walkthrough: 'Full setup',
  },
  'payment-testing': {
    title: 'Payment Testing',
    intro:
      'Test card and PayPal payments and subscriptions end to end, through this project’s own functions.',
    walkthrough: 'Test checklist',
  },
};

function stepsFor(tab: PaymentSetupTabId, origin: string): SetupStep[] {
  switch (tab) {
    case 'stripe-config':
      return fixStripeSteps(origin);
    case 'quick-stripe':
      return quickStripeSteps(origin);
    case 'stripe-setup':
      return stripeSetupSteps(origin);
    case 'payment-testing':
      return paymentTestingSteps();
  }
}

/** The platform-admin payment set-up tabs: server status, a walkthrough, and real payment tests. */
export function PaymentSetupTab({ tab }: { tab: PaymentSetupTabId }) {
  const { check, recheck } = usePaymentStatusCheck();
  const { title, intro, walkthrough } = content[tab];
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <div>
        <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-slate-600">{intro}</p>
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700">
          <ShieldCheck className="size-3.5" aria-hidden />
          Platform admins only
        </p>
      </div>
      <ConfigurationStatus check={check} onRecheck={recheck} />
      {tab === 'payment-testing' && (
        <PaymentTestPanel
          tests={[
            { provider: 'stripe', kind: 'payment' },
            { provider: 'paypal', kind: 'payment' },
            { provider: 'stripe', kind: 'subscription' },
            { provider: 'paypal', kind: 'subscription' },
          ]}
        />
      )}
      <SetupWalkthrough
        key={tab}
        id={tab}
        title={walkthrough}
        steps={stepsFor(tab, window.location.origin)}
      />
    </section>
  );
}
