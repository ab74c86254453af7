/**
 * Imports every settings tab's module once, so the lazy tabs of the screen under test resolve at
 * once instead of waiting on their first transform (slow on a busy machine).
 */
export async function loadSettingsTabs(): Promise<void> {
  await Promise.all([
    import('@/features/profile/components/profile-tab'),
    import('@/features/provider-keys/components/api-keys-tab'),
    import('@/features/tracking/components/tracking-tab'),
    import('@/features/payment-setup/components/payment-setup-tab'),
    import('@/features/billing/components/billing-tab'),
    import('@/features/billing/components/credits-tab'),
    import('@/features/account-data/components/data-export-tab'),
    import('@/features/local-data/components/privacy-tab'),
  ]);
}
