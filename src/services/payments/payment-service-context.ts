import { createContext, useContext } from 'react';
import { paymentService } from './app-payment-service';
import type { PaymentService } from './payment-service';

/** The payment service the screens use: the app's own unless a test provides another. */
export const PaymentServiceContext = createContext<PaymentService>(paymentService);

export function usePaymentService(): PaymentService {
  return useContext(PaymentServiceContext);
}
