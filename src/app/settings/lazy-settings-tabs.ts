import { lazy } from 'react';

// Each tab is its own chunk: opening Settings downloads only the tab shown.

export const ProfileTab = lazy(() =>
  import('@/features/profile/components/profile-tab').then((m) => ({ default: m.ProfileTab })),
);

export const ApiKeysTab = lazy(() =>
  import('@/features/provider-keys/components/api-keys-tab').then((m) => ({ default: m.ApiKeysTab })),
);

export const TrackingTab = lazy(() =>
  import('@/features/tracking/components/tracking-tab').then((m) => ({ default: m.TrackingTab })),
);

export const PaymentSetupTab = lazy(() =>
  import('@/features/payment-setup/components/payment-setup-tab').then((m) => ({
    default: m.PaymentSetupTab,
  })),
);

export const BillingTab = lazy(() =>
  import('@/features/billing/components/billing-tab').then((m) => ({ default: m.BillingTab })),
);

export const CreditsTab = lazy(() =>
  import('@/features/billing/components/credits-tab').then((m) => ({ default: m.CreditsTab })),
);

export const DataExportTab = lazy(() =>
  import('@/features/account-data/components/data-export-tab').then((m) => ({ default: m.DataExportTab })),
);

export const PrivacyTab = lazy(() =>
  import('@/features/local-data/components/privacy-tab').then((m) => ({ default: m.PrivacyTab })),
);
