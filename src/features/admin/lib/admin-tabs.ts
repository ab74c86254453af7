/** The admin dashboard's seven tabs, in order (docs/product-rules.md#admin-dashboard). */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'admins', label: 'Admins' },
  { id: 'billing', label: 'Billing' },
  { id: 'coupons', label: 'Coupons' },
  { id: 'affiliates', label: 'Affiliates' },
  { id: 'system', label: 'System' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
