import { Suspense } from 'react';
import { AdminsOnlyNotice } from '@/components/admin/admins-only-notice';
import type { Load } from '@/features/billing/lib/use-billing-data';
import type { PlatformAdminState } from '@/lib/admin/platform-admin';
import type { PaymentStatus } from '@/services/payments/payment-types';
import {
  ApiKeysTab,
  BillingTab,
  CreditsTab,
  DataExportTab,
  PaymentSetupTab,
  PrivacyTab,
  ProfileTab,
  TrackingTab,
} from './lazy-settings-tabs';
import type { SettingsTabId } from './settings-tabs';
import { TabLoading } from './tab-loading';
import { UnderDevelopment } from '@/components/under-development';

interface TabContentProps {
  tab: SettingsTabId;
  label: string;
  access: PlatformAdminState;
  paymentStatus: Load<PaymentStatus>;
}

function tabContent({ tab, label, access, paymentStatus }: TabContentProps) {
  switch (tab) {
    case 'profile':
      return <ProfileTab />;
    case 'billing':
      return <BillingTab status={paymentStatus} />;
    case 'credits':
      return <CreditsTab status={paymentStatus} />;
    case 'api-keys':
      return <ApiKeysTab />;
    case 'tracking':
      return <TrackingTab />;
    case 'data':
      return <DataExportTab />;
    case 'stripe-config':
    case 'quick-stripe':
    case 'stripe-setup':
    case 'payment-testing':
      return access.status === 'admin' ? (
        <PaymentSetupTab tab={tab} />
      ) : (
        <section aria-labelledby="settings-tab-title" className="space-y-4">
          <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
            {label}
          </h2>
          <AdminsOnlyNotice checking={access.status === 'checking'} what="tab" />
        </section>
      );
    case 'privacy':
      return <PrivacyTab title={label} headingId="settings-tab-title" />;
    case 'notifications':
      return <UnderDevelopment title={label} headingId="settings-tab-title" />;
  }
}

/** The chosen tab's content (its code fetched the first time it shows); the payment set-up tabs only for admins. */
export function SettingsTabContent(props: TabContentProps) {
  // Keyed by tab: the tab left is unmounted at once, as it would be without the lazy load (a
  // suspended boundary would keep it hidden, its state alive, until the next tab's code arrives).
  return (
    <Suspense key={props.tab} fallback={<TabLoading />}>
      {tabContent(props)}
    </Suspense>
  );
}
