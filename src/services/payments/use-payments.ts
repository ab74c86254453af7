import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCredits } from '@/lib/credits/credits-context';
import { getErrorMessage } from '@/lib/get-error-message';
import type { PaymentOptions } from './payment-service';
import { usePaymentService } from './payment-service-context';
import type {
  PackForSale,
  PaymentOutcome,
  PaymentProvider,
  PaymentRoute,
  PlanForSale,
} from './payment-types';
import { usePaymentAction } from './use-payment-action';

const progressText: Record<'credits' | 'subscription', Record<PaymentRoute, string>> = {
  credits: {
    stripe: 'Creating Stripe checkout session...',
    paypal: 'Creating PayPal order...',
    mock: 'Processing test payment...',
  },
  subscription: {
    stripe: 'Creating Stripe checkout session...',
    paypal: 'Creating PayPal subscription...',
    mock: 'Processing test payment...',
  },
};

/**
 * The payment actions a screen offers, with their busy state and toasts. A real provider sends
 * the browser away; the mock completes here: the credits are fetched again and the settings page
 * shows success.
 */
export function usePayments() {
  const service = usePaymentService();
  const { run, busyKey } = usePaymentAction();
  const { expectPayment } = useCredits();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSettings = pathname.replace(/\/+$/, '') === '/dashboard/settings';

  return useMemo(() => {
    const pay = (
      key: string,
      kind: 'credits' | 'subscription',
      start: (options: PaymentOptions) => Promise<PaymentOutcome>,
      success: string,
    ) =>
      run(key, async () => {
        let toastId: string | undefined;
        try {
          const outcome = await start({
            onRoute: (route) => {
              toastId = toast.loading(progressText[kind][route]);
            },
          });
          if (outcome.route === 'mock') {
            await expectPayment();
            toast.success(success, { id: toastId });
            navigate(outcome.returnPath, { replace: onSettings });
          }
          return outcome;
        } catch (error) {
          toast.error(`Payment failed: ${getErrorMessage(error, 'Unknown error')}`, { id: toastId });
          return undefined;
        }
      });

    return {
      busyKey,
      buyCredits: (pack: PackForSale, provider?: PaymentProvider) =>
        pay(
          `pack:${pack.credits}`,
          'credits',
          (options) => service.purchaseCredits(pack, { ...options, provider }),
          `${pack.credits} credits were added to your balance.`,
        ),
      subscribe: (plan: PlanForSale, provider?: PaymentProvider) =>
        pay(
          `plan:${plan.id}`,
          'subscription',
          (options) => service.subscribeToPlan(plan, { ...options, provider }),
          `You are now on the ${plan.name} plan.`,
        ),
      openPortal: () =>
        run('portal', async () => {
          try {
            await service.openCustomerPortal();
          } catch (error) {
            toast.error(getErrorMessage(error, 'Unable to open billing portal. Please contact support.'));
          }
        }),
    };
  }, [busyKey, expectPayment, navigate, onSettings, run, service]);
}
