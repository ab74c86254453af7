import { useSearchParams } from 'react-router-dom';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { SignOutButton } from '@/features/auth/components/sign-out-button';
import { usePaymentStatus } from '@/features/billing/lib/use-billing-data';
import { isPaymentSetupTab } from '@/features/payment-setup/lib/payment-setup-tabs';
import { usePlatformAdminAccess } from '@/lib/admin/platform-admin-context';
import { PaymentBanner } from './payment-banner';
import { parseSettingsTab, SETTINGS_TABS, type SettingsTabId } from './settings-tabs';
import { SettingsTabContent } from './settings-tab-content';
import { usePaymentReturn } from './use-payment-return';

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

  const content = (
    <SettingsTabContent tab={tab} label={label} access={access} paymentStatus={paymentStatus} />
  );

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
