import { env } from '@/lib/env';
import { CopyRow } from './copy-row';
import { Events, Link } from './setup-bits';
import { PaymentTestPanel } from './payment-test-panel';
import {
  appUrlCommand,
  DEPLOY_COMMAND,
  PAYPAL_EVENTS,
  PAYPAL_SECRETS_COMMAND,
  paypalWebhookUrl,
  STRIPE_EVENTS,
  STRIPE_SECRETS_COMMAND,
  STRIPE_WEBHOOK_SECRET_COMMAND,
  stripeWebhookUrl,
} from '../lib/setup-links';
import type { SetupStep } from './setup-walkthrough';

const localNote =
  env.mode === 'local' ? (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
      This build runs in local mode: put your Supabase project&apos;s URL in place of{' '}
      <code className="font-mono">https://&lt;project-ref&gt;.supabase.co</code>.
    </p>
  ) : null;

const neverInBrowser = (
  <p>
    The secret key stays on the server: never put an <code className="font-mono">sk_</code> key in a{' '}
    <code className="font-mono">VITE_</code> variable or anywhere in the browser.
  </p>
);

const keysStep = (title: string): SetupStep => ({
  title,
  body: (
    <>
      <p>
        In Stripe, open <Link href="https://dashboard.stripe.com/test/apikeys">Developers → API keys</Link>{' '}
        (test mode while you try it) and copy the publishable key (
        <code className="font-mono">pk_test_…</code>) and the secret key (
        <code className="font-mono">sk_test_…</code>).
      </p>
      {neverInBrowser}
    </>
  ),
});

const secretsStep = (origin: string): SetupStep => ({
  title: 'Set the keys as server secrets',
  body: (
    <>
      <p>From the project folder, with the Supabase CLI linked to your project:</p>
      <CopyRow label="Stripe secrets command" value={STRIPE_SECRETS_COMMAND} />
      <CopyRow label="App URL command" value={appUrlCommand(origin)} />
      <p>Payment return addresses must be on APP_URL. The functions read new secrets on their next call.</p>
    </>
  ),
});

const deployStep: SetupStep = {
  title: 'Deploy the payment functions',
  body: (
    <>
      <p>
        If the test says the edge functions need deployment, they are not on the server yet (or answer 404):
      </p>
      <CopyRow label="Deploy command" value={DEPLOY_COMMAND} />
    </>
  ),
};

const webhookStep: SetupStep = {
  title: 'Add the Stripe webhook',
  body: (
    <>
      <p>
        In <Link href="https://dashboard.stripe.com/test/webhooks">Developers → Webhooks</Link>, add an
        endpoint with this URL and select these events:
      </p>
      {localNote}
      <CopyRow label="Webhook URL" value={stripeWebhookUrl()} />
      <Events events={STRIPE_EVENTS} />
      <p>Then reveal the endpoint&apos;s signing secret and store it:</p>
      <CopyRow label="Webhook secret command" value={STRIPE_WEBHOOK_SECRET_COMMAND} />
    </>
  ),
};

const portalStep: SetupStep = {
  title: 'Turn on the customer portal',
  body: (
    <p>
      Manage Subscription opens Stripe&apos;s customer portal. Activate it in{' '}
      <Link href="https://dashboard.stripe.com/test/settings/billing/portal">
        Settings → Billing → Customer portal
      </Link>{' '}
      and allow customers to cancel and update their payment method.
    </p>
  ),
};

const stripePaymentTest = (title: string): SetupStep => ({
  title,
  body: <PaymentTestPanel title="Stripe test" tests={[{ provider: 'stripe', kind: 'payment' }]} />,
});

/** Fix Stripe Now: the usual causes, in the order to check them. */
export function fixStripeSteps(origin: string): SetupStep[] {
  return [
    {
      title: 'Read the server configuration',
      body: (
        <p>
          The checks above come from the payment-status function. &ldquo;STRIPE_SECRET_KEY /
          STRIPE_PUBLISHABLE_KEY missing&rdquo; means a key is absent or malformed: they must start with{' '}
          <code className="font-mono">sk_test_</code>/<code className="font-mono">sk_live_</code> and{' '}
          <code className="font-mono">pk_test_</code>/<code className="font-mono">pk_live_</code>. If the
          check itself fails, the functions are not deployed.
        </p>
      ),
    },
    secretsStep(origin),
    deployStep,
    stripePaymentTest('Run the $0.50 test payment'),
  ];
}

/** Quick Stripe Setup: the shortest way to a working test checkout. */
export function quickStripeSteps(origin: string): SetupStep[] {
  return [
    keysStep('Copy your Stripe test keys'),
    secretsStep(origin),
    webhookStep,
    stripePaymentTest('Test a payment'),
  ];
}

/** Stripe Setup: the full set-up, live-ready. */
export function stripeSetupSteps(origin: string): SetupStep[] {
  return [
    keysStep('Get your API keys'),
    secretsStep(origin),
    deployStep,
    webhookStep,
    {
      ...portalStep,
      body: (
        <>
          {portalStep.body}
          <PaymentTestPanel
            title="Stripe tests"
            tests={[
              { provider: 'stripe', kind: 'payment' },
              { provider: 'stripe', kind: 'subscription' },
            ]}
          />
        </>
      ),
    },
  ];
}

/** Payment Testing: a checklist for both providers. */
export function paymentTestingSteps(): SetupStep[] {
  return [
    {
      title: 'Check the configuration',
      body: <p>Every provider you want to take money with should show Configured above, with its webhook.</p>,
    },
    {
      title: 'Pay with a Stripe test card',
      body: (
        <p>
          Run the Stripe test payment below. On Stripe Checkout use card 4242 4242 4242 4242, any future
          expiry date and any CVC.
        </p>
      ),
    },
    {
      title: 'Confirm the credit arrived',
      body: (
        <p>
          Back in the app, Credits &amp; Usage should show 1 more credit and a purchase transaction. If not,
          the webhook did not reach <code className="font-mono break-all">{stripeWebhookUrl()}</code>: check
          its deliveries in Stripe and STRIPE_WEBHOOK_SECRET.
        </p>
      ),
    },
    {
      title: 'Set up and test PayPal (sandbox)',
      body: (
        <>
          <p>
            Create a REST app in the{' '}
            <Link href="https://developer.paypal.com/dashboard/applications/sandbox">
              PayPal developer dashboard
            </Link>
            , add a webhook at this URL for these events, and store the app&apos;s client id and secret and
            the webhook id:
          </p>
          {localNote}
          <CopyRow label="PayPal webhook URL" value={paypalWebhookUrl()} />
          <Events events={PAYPAL_EVENTS} />
          <CopyRow label="PayPal secrets command" value={PAYPAL_SECRETS_COMMAND} />
          <p>Then run the PayPal test payment below and approve it with a sandbox buyer account.</p>
        </>
      ),
    },
    {
      title: 'Test a subscription',
      body: (
        <p>
          Run a test subscription (Creator, $49.00/month), check that Billing &amp; Plans shows the Creator
          plan, then cancel it from Manage Subscription.
        </p>
      ),
    },
  ];
}
