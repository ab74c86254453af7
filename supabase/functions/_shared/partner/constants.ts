/** The payment partner (ps-faba) integration's fixed values, in one place. */
import type { Enums } from '../database.types.ts';
import { everyEnumValue } from '../enum-values.ts';

/** The header the partner sends its API key in. */
export const PARTNER_API_KEY_HEADER = 'x-api-key';

/** Requests one key may make per window (fixed window, counted in the database). */
export const PARTNER_RATE_LIMIT = 60;
export const PARTNER_RATE_WINDOW_SECONDS = 60;
/** A server may change the limit per window with this variable (a positive whole number). */
export const PARTNER_RATE_LIMIT_ENV = 'PS_FABA_RATE_LIMIT';

/** The permission flags of a key (permissions.ps_faba). */
export const PARTNER_PERMISSIONS = ['webhooks', 'payments', 'analytics'] as const;
export type PartnerPermission = (typeof PARTNER_PERMISSIONS)[number];

/** The events sent to the partner's webhook URL, in the order the guide lists them. */
export type PartnerEventType = Enums<'partner_event_type'>;
export const PARTNER_EVENTS = everyEnumValue('partner_event_type', [
  'payment.completed',
  'payment.failed',
  'subscription.created',
  'subscription.cancelled',
  'refund.processed',
]);

/** Outgoing webhook requests give up after this long. */
export const PARTNER_WEBHOOK_TIMEOUT_MS = 5_000;
export const PARTNER_SIGNATURE_HEADER = 'X-PS-FABA-Signature';
export const PARTNER_EVENT_HEADER = 'X-PS-FABA-Event';
export const PARTNER_EVENT_ID_HEADER = 'X-PS-FABA-Event-Id';
/** How old a signed timestamp may be when a partner verifies it (replay protection). */
export const PARTNER_SIGNATURE_TOLERANCE_SECONDS = 300;
