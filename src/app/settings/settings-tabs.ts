import { z } from 'zod';

/** The settings tabs, in order, with their ids and labels (docs/product-rules.md#settings-tabs). */
export const SETTINGS_TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'api-keys', label: 'API Keys' },
  { id: 'tracking', label: 'Tracking & Analytics' },
  { id: 'stripe-config', label: 'Fix Stripe Now' },
  { id: 'quick-stripe', label: 'Quick Stripe Setup' },
  { id: 'stripe-setup', label: 'Stripe Setup' },
  { id: 'payment-testing', label: 'Payment Testing' },
  { id: 'billing', label: 'Billing & Plans' },
  { id: 'credits', label: 'Credits & Usage' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'privacy', label: 'Privacy & Security' },
  { id: 'data', label: 'Data Export' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

const tabIds = SETTINGS_TABS.map((tab) => tab.id) as [SettingsTabId, ...SettingsTabId[]];

/** ?tab= as a tab id: a valid one selects that tab; anything else (or nothing) is the profile. */
export const SettingsTabParam = z.enum(tabIds).catch('profile');

export function parseSettingsTab(value: string | null): SettingsTabId {
  return SettingsTabParam.parse(value ?? undefined);
}

/** The query parameters a payment provider (or the mock) sends the browser back with. */
export const PAYMENT_RETURN_PARAMS = [
  'payment',
  'provider',
  'token',
  'PayerID',
  'subscription_id',
  'ba_token',
  'session_id',
] as const;
