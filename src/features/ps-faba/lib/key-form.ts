import { DEFAULT_PERMISSIONS, type PartnerPermissions } from './permissions';
import type { GenerateKeyInput } from './api-keys-api';

/** The generate form as typed: the expiry is the date input's value ('' for never). */
export interface KeyFormValues {
  name: string;
  description: string;
  permissions: PartnerPermissions;
  expiresOn: string;
}

export const DEFAULT_KEY_NAME = 'PS-FABA Production Key';
export const DEFAULT_KEY_DESCRIPTION = 'Payment gateway integration key for PS-FABA';

export const defaultKeyForm = (): KeyFormValues => ({
  name: DEFAULT_KEY_NAME,
  description: DEFAULT_KEY_DESCRIPTION,
  permissions: { ...DEFAULT_PERMISSIONS },
  expiresOn: '',
});

/** The last moment of a local calendar day ('YYYY-MM-DD'), as an ISO timestamp. */
export function endOfDayIso(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date, 23, 59, 59, 999).toISOString();
}

/** Today as the date input writes it, in local time: the earliest expiry one may pick. */
export function todayInputValue(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function toGenerateInput(values: KeyFormValues): GenerateKeyInput {
  return {
    name: values.name,
    description: values.description,
    permissions: values.permissions,
    expiresAt: values.expiresOn ? endOfDayIso(values.expiresOn) : null,
  };
}
