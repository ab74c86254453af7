import { randomUuid } from '@/lib/ids';
import { sleep } from '@/lib/sleep';
import { supabase } from '@/lib/supabase';
import { loadStripeJs } from './card-setup';
import { createPaymentService, type PaymentService } from './payment-service';

/** The app's payment service: the server functions through the signed-in client. */
export const paymentService: PaymentService = createPaymentService({
  invoke: (name, { method, body, signal }) => supabase.functions.invoke(name, { method, body, signal }),
  origin: () => window.location.origin,
  redirect: (url) => window.location.assign(url),
  sleep,
  newIdempotencyKey: randomUuid,
  loadStripe: loadStripeJs,
});
