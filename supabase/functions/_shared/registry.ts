import type { FunctionHandler } from './context.ts';
import { handleAssistant } from './handlers/assistant.ts';
import { handleCreatePaymentSession } from './handlers/create-payment-session.ts';
import { handleCreateSetupIntent } from './handlers/create-setup-intent.ts';
import { handleCustomerPortal } from './handlers/customer-portal.ts';
import { handleGenerateVideo } from './handlers/generate-video.ts';
import { handleGetPaymentMethods } from './handlers/get-payment-methods.ts';
import { handleHealth } from './handlers/health.ts';
import { handleListVoices } from './handlers/list-voices.ts';
import { handleMockPayment } from './handlers/mock-payment.ts';
import { handlePaymentStatus } from './handlers/payment-status.ts';
import { handlePaypalCaptureOrder } from './handlers/paypal-capture-order.ts';
import { handlePaypalCreateOrder } from './handlers/paypal-create-order.ts';
import { handlePaypalCreateSubscription } from './handlers/paypal-create-subscription.ts';
import { handlePaypalWebhook } from './handlers/paypal-webhook.ts';
import { handlePsFabaApi } from './handlers/ps-faba-api.ts';
import { handleStripeWebhook } from './handlers/stripe-webhook.ts';
import { handleTextToSpeech } from './handlers/text-to-speech.ts';
import { handleVideoStatus } from './handlers/video-status.ts';

/** Every function by the name it is deployed and invoked under. */
export const functionHandlers: Readonly<Record<string, FunctionHandler>> = {
  health: handleHealth,
  'payment-status': handlePaymentStatus,
  'create-payment-session': handleCreatePaymentSession,
  'stripe-webhook': handleStripeWebhook,
  'customer-portal': handleCustomerPortal,
  'get-payment-methods': handleGetPaymentMethods,
  'create-setup-intent': handleCreateSetupIntent,
  'paypal-create-order': handlePaypalCreateOrder,
  'paypal-capture-order': handlePaypalCaptureOrder,
  'paypal-create-subscription': handlePaypalCreateSubscription,
  'paypal-webhook': handlePaypalWebhook,
  'mock-payment': handleMockPayment,
  'generate-video': handleGenerateVideo,
  'video-status': handleVideoStatus,
  'text-to-speech': handleTextToSpeech,
  'list-voices': handleListVoices,
  'ps-faba-api': handlePsFabaApi,
  assistant: handleAssistant,
};
