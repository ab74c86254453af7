import { grantedPermissions, type PartnerPermission } from './permissions';
import type { ApiKeyRecord } from './api-keys-api';

export type KeyStatus = 'active' | 'revoked' | 'expired';

type StatusFields = Pick<ApiKeyRecord, 'is_active' | 'revoked_at' | 'expires_at'>;

/**
 * Derived, never stored: Revoked when switched off or given a revocation time; otherwise Expired
 * once its expiry time has passed; otherwise Active.
 */
export function keyStatus(key: StatusFields, now: number = Date.now()): KeyStatus {
  if (!key.is_active || key.revoked_at !== null) return 'revoked';
  if (key.expires_at !== null && new Date(key.expires_at).getTime() <= now) return 'expired';
  return 'active';
}

export const KEY_STATUS_LABEL: Record<KeyStatus, string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
};

export const activeKeys = <Key extends StatusFields>(keys: readonly Key[], now: number = Date.now()) =>
  keys.filter((key) => keyStatus(key, now) === 'active');

/** Connected while at least one key is active (not revoked and not expired). */
export function isConnected(keys: readonly StatusFields[], now: number = Date.now()): boolean {
  return activeKeys(keys, now).length > 0;
}

/** The latest time any key was used, or null when none ever was. */
export function lastUsedAt(keys: readonly Pick<ApiKeyRecord, 'last_used_at'>[]): string | null {
  let latest: string | null = null;
  for (const key of keys) {
    if (key.last_used_at && (!latest || new Date(key.last_used_at) > new Date(latest))) {
      latest = key.last_used_at;
    }
  }
  return latest;
}

/** What the active keys allow together, in the flags' order. */
export function activePermissions(
  keys: readonly Pick<ApiKeyRecord, 'is_active' | 'revoked_at' | 'expires_at' | 'permissions'>[],
  now: number = Date.now(),
): PartnerPermission[] {
  const granted = new Set(activeKeys(keys, now).flatMap((key) => grantedPermissions(key.permissions)));
  return (['webhooks', 'payments', 'analytics'] as const).filter((flag) => granted.has(flag));
}
