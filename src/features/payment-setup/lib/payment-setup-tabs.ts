/** The operator tabs of Settings: shown only to platform admins. */
export const PAYMENT_SETUP_TAB_IDS = [
  'stripe-config',
  'quick-stripe',
  'stripe-setup',
  'payment-testing',
] as const;

export type PaymentSetupTabId = (typeof PAYMENT_SETUP_TAB_IDS)[number];

export function isPaymentSetupTab(id: string): id is PaymentSetupTabId {
  return (PAYMENT_SETUP_TAB_IDS as readonly string[]).includes(id);
}
