import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { mockPaymentsEnabled, paypalSettings, stripeSettings } from '../payments/config.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

/**
 * Which payment providers this server can take money with. GET; public. Only publishable
 * values (Stripe's pk_ key, PayPal's client id) are ever returned, never a secret.
 */
export const handlePaymentStatus = functionRoute(
  ['GET'],
  async (_request: Request, { env }: FunctionContext) => {
    const stripe = stripeSettings(env);
    const paypal = paypalSettings(env);
    return json({
      stripe: {
        configured: stripe.configured,
        publishableKey: stripe.publishableKey,
        webhookConfigured: stripe.configured && stripe.webhookSecret !== null,
      },
      paypal: {
        configured: paypal.configured,
        clientId: paypal.clientId,
        environment: paypal.environment,
        webhookConfigured: paypal.configured && paypal.webhookId !== null,
      },
      mock: { enabled: mockPaymentsEnabled(env) },
      environment: env.APP_ENVIRONMENT ?? 'hosted',
    });
  },
  { failure: PAYMENT_FAILURE },
);
