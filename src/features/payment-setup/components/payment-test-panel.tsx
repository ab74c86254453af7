import { CircleAlert, CircleCheck, CreditCard, Loader2, Play, Wallet } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCredits } from '@/lib/credits/credits-context';
import { cn } from '@/lib/cn';
import { reportFailure } from '@/lib/report-failure';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentProvider } from '@/services/payments/payment-types';
import { usePaymentAction } from '@/services/payments/use-payment-action';
import { runPaymentTest, type PaymentTestKind, type PaymentTestResult } from '../lib/run-payment-test';

export interface PaymentTestSpec {
  provider: PaymentProvider;
  kind: PaymentTestKind;
}

const providerLabel: Record<PaymentProvider, string> = { stripe: 'Stripe', paypal: 'PayPal' };
const kindLabel: Record<PaymentTestKind, { title: string; detail: string }> = {
  payment: { title: 'Test payment', detail: '1 credit for $0.50' },
  subscription: { title: 'Test subscription', detail: 'Creator plan, $49.00/month' },
};
const progressText: Record<PaymentProvider, Record<PaymentTestKind, string>> = {
  stripe: {
    payment: 'Creating Stripe checkout session...',
    subscription: 'Creating Stripe checkout session...',
  },
  paypal: { payment: 'Creating PayPal order...', subscription: 'Creating PayPal subscription...' },
};

const keyOf = ({ provider, kind }: PaymentTestSpec) => `${provider}:${kind}`;

function ResultLine({ result }: { result: PaymentTestResult }) {
  if (result.state === 'idle') return <p className="text-sm text-slate-600">Not run yet.</p>;
  if (result.state === 'testing') {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
        Testing…
      </p>
    );
  }
  const ok = result.state === 'success';
  return (
    <div className={cn('flex gap-2 text-sm', ok ? 'text-emerald-800' : 'text-red-700')}>
      {ok ? (
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      )}
      <div className="min-w-0">
        <p className="font-medium break-words">{result.message}</p>
        {!ok && result.hint && <p className="mt-1 break-words text-slate-700">{result.hint}</p>}
      </div>
    </div>
  );
}

/**
 * Test buttons per provider: each test goes idle → testing → success or error, through the app's
 * real payment path. One test at a time; a click while one runs is ignored, and leaving the
 * screen (or coming back from the provider's page) clears the busy state.
 */
export function PaymentTestPanel({
  tests,
  title = 'Payment tests',
}: {
  tests: readonly PaymentTestSpec[];
  title?: string;
}) {
  const service = usePaymentService();
  const { expectPayment } = useCredits();
  const { run, busyKey } = usePaymentAction();
  const [results, setResults] = useState<Record<string, PaymentTestResult>>({});

  const start = (spec: PaymentTestSpec) => {
    const key = keyOf(spec);
    run(key, async () => {
      setResults((current) => ({ ...current, [key]: { state: 'testing' } }));
      let toastId: string | undefined;
      const result = await runPaymentTest(service, spec.provider, spec.kind, (route) => {
        toastId = toast.loading(
          route === 'mock' ? 'Processing test payment...' : progressText[spec.provider][spec.kind],
        );
      });
      if (result.state === 'success') {
        toast.success(result.message, { id: toastId });
        if (result.route === 'mock') await expectPayment();
      } else {
        toast.error(`Payment failed: ${result.message}`, { id: toastId });
      }
      setResults((current) => ({ ...current, [key]: result }));
    }).catch(reportFailure);
  };

  return (
    <Card aria-labelledby={`payment-tests-title`} className="space-y-4">
      <div>
        <h3 id="payment-tests-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <p className="text-sm text-slate-600">
          Real calls to this project&apos;s payment functions. Card tests open Stripe Checkout: pay with 4242
          4242 4242 4242, any future date and any CVC. In local mode the mock payment answers instead.
        </p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {tests.map((spec) => {
          const key = keyOf(spec);
          const stored = results[key] ?? { state: 'idle' };
          // A test whose busy state was cleared (left for the provider and came back) is idle again.
          const result: PaymentTestResult =
            stored.state === 'testing' && busyKey !== key ? { state: 'idle' } : stored;
          const Icon = spec.provider === 'stripe' ? CreditCard : Wallet;
          const name = `${providerLabel[spec.provider]} ${kindLabel[spec.kind].title.toLowerCase()}`;
          return (
            <li key={key} className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
              <div className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {providerLabel[spec.provider]} · {kindLabel[spec.kind].title}
                  </p>
                  <p className="text-sm text-slate-600">{kindLabel[spec.kind].detail}</p>
                </div>
              </div>
              <div aria-live="polite" data-testid={`result-${key}`}>
                <ResultLine result={result} />
              </div>
              <div className="mt-auto">
                <Button
                  variant="secondary"
                  aria-busy={busyKey === key}
                  aria-label={`${busyKey === key ? 'Testing…' : 'Run Test'}: ${name}`}
                  disabled={busyKey !== null && busyKey !== key}
                  onClick={() => start(spec)}
                >
                  {busyKey === key ? (
                    <Loader2 className="size-4 animate-spin" aria-hidden />
                  ) : (
                    <Play className="size-4" aria-hidden />
                  )}
                  {busyKey === key ? 'Testing…' : 'Run Test'}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
