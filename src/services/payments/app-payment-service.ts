import { supabase } from '@/lib/supabase';
import { loadStripeJs } from './card-setup';
import { createPaymentService, type PaymentService } from './payment-service';

/** A v4 UUID (the mock payment's idempotency key), also where randomUUID is missing. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The app's payment service: the server functions through the signed-in client. */
export const paymentService: PaymentService = createPaymentService({
  invoke: (name, { method, body, signal }) => supabase.functions.invoke(name, { method, body, signal }),
  origin: () => window.location.origin,
  redirect: (url) => window.location.assign(url),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  newIdempotencyKey: randomUuid,
  loadStripe: loadStripeJs,
});
