import { TabBeingBuilt } from './tab-placeholder';

/** The platform-admin payment set-up tabs: being built (a helper replaces this file). */
export function PaymentSetupTab({
  tab,
}: {
  tab: 'stripe-config' | 'quick-stripe' | 'stripe-setup' | 'payment-testing';
}) {
  return <TabBeingBuilt title={tab} />;
}
