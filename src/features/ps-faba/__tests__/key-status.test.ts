import { describe, expect, test } from 'vitest';
import { activePermissions, isConnected, keyStatus, lastUsedAt } from '../lib/key-status';
import { permissionsOf } from '../lib/permissions';
import type { ApiKeyRecord } from '../lib/api-keys-api';

const NOW = new Date('2026-11-23T12:00:00Z').getTime();
type TestKey = Pick<ApiKeyRecord, 'is_active' | 'revoked_at' | 'expires_at' | 'last_used_at' | 'permissions'>;
const key = (fields: Partial<TestKey> = {}): TestKey => ({
  is_active: true,
  revoked_at: null,
  expires_at: null,
  last_used_at: null,
  permissions: { webhooks: true, payments: true, analytics: false },
  ...fields,
});

describe('derived key status', () => {
  test('an active key without expiry, or expiring later, is Active', () => {
    expect(keyStatus(key(), NOW)).toBe('active');
    expect(keyStatus(key({ expires_at: '2026-11-23T12:00:01Z' }), NOW)).toBe('active');
  });

  test('switched off or given a revocation time is Revoked, even when also expired', () => {
    expect(keyStatus(key({ is_active: false }), NOW)).toBe('revoked');
    expect(keyStatus(key({ revoked_at: '2026-11-20T00:00:00Z' }), NOW)).toBe('revoked');
    expect(keyStatus(key({ is_active: false, expires_at: '2026-01-01T00:00:00Z' }), NOW)).toBe('revoked');
  });

  test('a key whose expiry has passed (or is now) is Expired', () => {
    expect(keyStatus(key({ expires_at: '2026-11-23T11:59:59Z' }), NOW)).toBe('expired');
    expect(keyStatus(key({ expires_at: '2026-11-23T12:00:00Z' }), NOW)).toBe('expired');
  });

  test('connected only while some key is active', () => {
    expect(isConnected([], NOW)).toBe(false);
    expect(isConnected([key({ is_active: false }), key({ expires_at: '2026-01-01T00:00:00Z' })], NOW)).toBe(
      false,
    );
    expect(isConnected([key({ is_active: false }), key()], NOW)).toBe(true);
  });

  test('last used is the latest use of any key, or null', () => {
    expect(lastUsedAt([key(), key()])).toBeNull();
    expect(
      lastUsedAt([
        key({ last_used_at: '2026-11-20T10:00:00Z' }),
        key({ last_used_at: '2026-11-22T10:00:00Z' }),
        key(),
      ]),
    ).toBe('2026-11-22T10:00:00Z');
  });

  test('the permissions card counts only active keys', () => {
    const analytics = { webhooks: false, payments: false, analytics: true };
    expect(activePermissions([key({ is_active: false, permissions: analytics })], NOW)).toEqual([]);
    expect(activePermissions([key(), key({ permissions: analytics })], NOW)).toEqual([
      'webhooks',
      'payments',
      'analytics',
    ]);
  });
});

describe('permissionsOf', () => {
  test('reads the ps_faba flags; anything but true is no permission', () => {
    expect(permissionsOf({ ps_faba: { webhooks: true, payments: 'yes', analytics: true } })).toEqual({
      webhooks: true,
      payments: false,
      analytics: true,
    });
    expect(permissionsOf(null)).toEqual({ webhooks: false, payments: false, analytics: false });
    expect(permissionsOf([1])).toEqual({ webhooks: false, payments: false, analytics: false });
  });
});
