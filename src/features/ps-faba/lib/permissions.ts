/** The permission flags of a partner key (permissions.ps_faba). */
export const PARTNER_PERMISSIONS = ['webhooks', 'payments', 'analytics'] as const;
export type PartnerPermission = (typeof PARTNER_PERMISSIONS)[number];
export type PartnerPermissions = Record<PartnerPermission, boolean>;

/** Each flag's label and what it allows (docs/product-rules.md#partner-keys). */
export const PERMISSION_INFO: Record<PartnerPermission, { label: string; description: string }> = {
  webhooks: { label: 'Webhooks', description: 'Receive payment webhooks' },
  payments: { label: 'Payments', description: 'Process payments and subscriptions' },
  analytics: { label: 'Analytics', description: 'Access analytics data' },
};

export const DEFAULT_PERMISSIONS: PartnerPermissions = { webhooks: true, payments: true, analytics: false };

/** Reads the stored JSON: only a flag that is exactly true is granted. */
export function permissionsOf(value: unknown): PartnerPermissions {
  const flags =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as { ps_faba?: unknown }).ps_faba
      : undefined;
  const record = typeof flags === 'object' && flags !== null ? (flags as Record<string, unknown>) : {};
  return {
    webhooks: record.webhooks === true,
    payments: record.payments === true,
    analytics: record.analytics === true,
  };
}

export const grantedPermissions = (permissions: PartnerPermissions): PartnerPermission[] =>
  PARTNER_PERMISSIONS.filter((flag) => permissions[flag]);
