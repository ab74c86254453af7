import { useSearchParams } from 'react-router-dom';
import { AdminsOnlyNotice } from '@/components/admin/admins-only-notice';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { usePlatformAdminAccess } from '@/lib/admin/platform-admin-context';
import { ApiKeysTab } from '../components/api-keys-tab';
import { BillingTab } from '../components/billing-tab';
import { CreditsTab } from '../components/credits-tab';
import { DataExportTab } from '../components/data-export-tab';
import { PaymentSetupTab } from '../components/payment-setup-tab';
import { isPaymentSetupTab } from '../components/payment-setup/payment-setup-tabs';
import { ProfileTab } from '../components/profile-tab';
import { PaymentBanner } from '../components/payment-banner';
import { SignOutButton } from '../components/sign-out-button';
import { TabUnderDevelopment } from '../components/tab-placeholder';
import { TrackingTab } from '../components/tracking-tab';
import { usePaymentStatus } from '../lib/use-billing-data';
import { usePaymentReturn } from '../lib/use-payment-return';
import { parseSettingsTab, SETTINGS_TABS, type SettingsTabId } from '../lib/settings-tabs';

const ID_PREFIX = 'settings';

/** Settings: twelve tabs chosen by ?tab=, the payment return banner, and Sign Out. */
export function SettingsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseSettingsTab(searchParams.get('tab'));
  const { notice, dismiss } = usePaymentReturn();
  const paymentStatus = usePaymentStatus();
  const label = SETTINGS_TABS.find((t) => t.id === tab)?.label ?? 'Profile';
  // The payment set-up tabs are for platform admins only: listed and shown to them alone.
  const access = usePlatformAdminAccess();
  const isAdmin = access.status === 'admin';
  const tabs = isAdmin ? SETTINGS_TABS : SETTINGS_TABS.filter((t) => !isPaymentSetupTab(t.id));
  const hiddenTab = !isAdmin && isPaymentSetupTab(tab);

  const selectTab = (id: SettingsTabId) => {
    if (id === tab) return;
    dismiss();
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', id);
      return next;
    });
  };

  const content = (() => {
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
        return isAdmin ? (
          <PaymentSetupTab tab={tab} />
        ) : (
          <section aria-labelledby="settings-tab-title" className="space-y-4">
            <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
              {label}
            </h2>
            <AdminsOnlyNotice checking={access.status === 'checking'} what="tab" />
          </section>
        );
      case 'notifications':
      case 'privacy':
        return <TabUnderDevelopment title={label} />;
    }
  })();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Settings</h1>
          <p className="text-slate-600">Your account, plan, credits and payments.</p>
        </div>
        <SignOutButton />
      </div>

      {notice && <PaymentBanner notice={notice} onDismiss={dismiss} />}

      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="-mx-4 lg:mx-0 lg:w-56 lg:shrink-0">
          <TabList
            tabs={tabs}
            value={tab}
            onChange={selectTab}
            label="Settings"
            idPrefix={ID_PREFIX}
            className="flex gap-1 overflow-x-auto px-4 pb-2 lg:flex-col lg:overflow-visible lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white lg:p-2 lg:shadow-sm"
          />
        </div>
        {hiddenTab ? (
          <div className="min-w-0 flex-1">{content}</div>
        ) : (
          <TabPanel idPrefix={ID_PREFIX} id={tab} className="min-w-0 flex-1">
            {content}
          </TabPanel>
        )}
      </div>
    </div>
  );
}
