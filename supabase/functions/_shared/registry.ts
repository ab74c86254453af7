import type { FunctionHandler } from './context.ts';
import { errorJson } from './http.ts';

/**
 * A handler whose module loads on its first call: the browser's local backend answers every
 * function, and loading them all with it put every handler's code (payments, webhooks, the
 * partner API) on each signed-in page's first load. A module that cannot load (offline before it
 * was ever cached) answers 503.
 */
export function loadedOnUse<Name extends string>(
  load: () => Promise<Record<Name, FunctionHandler>>,
  name: Name,
): FunctionHandler {
  return async (request, context) => {
    let handler: FunctionHandler;
    try {
      handler = (await load())[name];
    } catch {
      return errorJson(503, 'This feature could not be loaded. Check your connection and try again.');
    }
    return handler(request, context);
  };
}

/** Every function by the name it is deployed and invoked under. */
export const functionHandlers: Readonly<Record<string, FunctionHandler>> = {
  health: loadedOnUse(() => import('./handlers/health.ts'), 'handleHealth'),
  'payment-status': loadedOnUse(() => import('./handlers/payment-status.ts'), 'handlePaymentStatus'),
  'create-payment-session': loadedOnUse(
    () => import('./handlers/create-payment-session.ts'),
    'handleCreatePaymentSession',
  ),
  'stripe-webhook': loadedOnUse(() => import('./handlers/stripe-webhook.ts'), 'handleStripeWebhook'),
  'customer-portal': loadedOnUse(() => import('./handlers/customer-portal.ts'), 'handleCustomerPortal'),
  'get-payment-methods': loadedOnUse(
    () => import('./handlers/get-payment-methods.ts'),
    'handleGetPaymentMethods',
  ),
  'create-setup-intent': loadedOnUse(
    () => import('./handlers/create-setup-intent.ts'),
    'handleCreateSetupIntent',
  ),
  'paypal-create-order': loadedOnUse(
    () => import('./handlers/paypal-create-order.ts'),
    'handlePaypalCreateOrder',
  ),
  'paypal-capture-order': loadedOnUse(
    () => import('./handlers/paypal-capture-order.ts'),
    'handlePaypalCaptureOrder',
  ),
  'paypal-create-subscription': loadedOnUse(
    () => import('./handlers/paypal-create-subscription.ts'),
    'handlePaypalCreateSubscription',
  ),
  'paypal-webhook': loadedOnUse(() => import('./handlers/paypal-webhook.ts'), 'handlePaypalWebhook'),
  'mock-payment': loadedOnUse(() => import('./handlers/mock-payment.ts'), 'handleMockPayment'),
  'generate-video': loadedOnUse(() => import('./handlers/generate-video.ts'), 'handleGenerateVideo'),
  'video-status': loadedOnUse(() => import('./handlers/video-status.ts'), 'handleVideoStatus'),
  'text-to-speech': loadedOnUse(() => import('./handlers/text-to-speech.ts'), 'handleTextToSpeech'),
  'list-voices': loadedOnUse(() => import('./handlers/list-voices.ts'), 'handleListVoices'),
  'ps-faba-api': loadedOnUse(() => import('./handlers/ps-faba-api.ts'), 'handlePsFabaApi'),
  assistant: loadedOnUse(() => import('./handlers/assistant.ts'), 'handleAssistant'),
};
