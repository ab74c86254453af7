import type { SupabaseClient } from '@supabase/supabase-js';
import type { FunctionContext } from '../context.ts';
import { outboundFetch } from '../http.ts';
import { permissionsOf } from './auth.ts';
import {
  PARTNER_EVENT_HEADER,
  PARTNER_EVENT_ID_HEADER,
  PARTNER_SIGNATURE_HEADER,
  PARTNER_WEBHOOK_TIMEOUT_MS,
  type PartnerEventType,
} from './constants.ts';
import { sha256Hex } from './key-hash.ts';
import { signPartnerPayload } from './signature.ts';
import { webhookDestinationRefusal } from './webhook-url.ts';

export { verifyPartnerSignature } from './signature.ts';

/** The data of a payment event, as the README's "Payment partner API (ps-faba)" describes it. */
export interface PartnerPaymentData {
  payment_id: string;
  amount: number | null;
  currency: string;
  status: string;
  metadata: { user_id: string; credits: number | null; plan_id: string | null; [extra: string]: unknown };
  customer: { id: string; email: string | null };
  [extra: string]: unknown;
}

export type DeliveryOutcome =
  | { delivered: true; eventId: string; statusCode: number }
  | { delivered: false; eventId?: string; reason: string };

interface Target {
  url: string;
  secret: string;
}

/**
 * Where the user's events go: their webhook URL when set and switched on, and only while they
 * hold at least one active, unexpired key with the webhooks permission.
 */
async function deliveryTarget(admin: SupabaseClient, userId: string): Promise<Target | string> {
  const { data: settings, error } = await admin
    .from('partner_webhook_settings')
    .select('webhook_url, secret, enabled')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(`Loading the webhook settings failed: ${error.message}`);
  const row = settings as { webhook_url: string | null; secret: string; enabled: boolean } | null;
  if (!row?.webhook_url) return 'No webhook URL';
  if (!row.enabled) return 'Webhooks are switched off';

  const { data: keys, error: keyError } = await admin
    .from('api_keys')
    .select('permissions, expires_at')
    .eq('created_by', userId)
    .eq('is_active', true)
    .is('revoked_at', null);
  if (keyError) throw new Error(`Loading the API keys failed: ${keyError.message}`);
  const now = Date.now();
  const usable = ((keys ?? []) as { permissions: unknown; expires_at: string | null }[]).some(
    (key) =>
      permissionsOf(key.permissions).webhooks &&
      (key.expires_at === null || new Date(key.expires_at).getTime() > now),
  );
  if (!usable) return 'No active API key with the webhooks permission';
  return { url: row.webhook_url, secret: row.secret };
}

/** The same event always gets the same id (`evt_` + 24 hex), so a partner can drop repeats. */
async function eventIdOf(eventType: PartnerEventType, eventKey: string | undefined): Promise<string> {
  const source = eventKey ? `${eventType}:${eventKey}` : crypto.randomUUID();
  return `evt_${(await sha256Hex(source)).slice(0, 24)}`;
}

async function alreadyDelivered(admin: SupabaseClient, userId: string, eventId: string): Promise<boolean> {
  const { data, error } = await admin
    .from('partner_webhook_deliveries')
    .select('id')
    .eq('user_id', userId)
    .eq('event_id', eventId)
    .eq('ok', true)
    .limit(1);
  if (error) throw new Error(`Loading the deliveries failed: ${error.message}`);
  return (data ?? []).length > 0;
}

/** Why the endpoint's answer is not a delivery, or null for a 2xx. */
function answerProblem(response: Response): string | null {
  if (response.ok) return null;
  // A browser (local mode) hides a manual redirect behind an opaque answer with status 0.
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return `The endpoint answered with a redirect${response.status ? ` (HTTP ${response.status})` : ''}, which is not followed`;
  }
  return `The endpoint answered HTTP ${response.status}`;
}

async function post(
  context: FunctionContext,
  target: Target,
  eventType: PartnerEventType,
  eventId: string,
  body: string,
): Promise<{ statusCode: number | null; ok: boolean; error: string | null }> {
  // Checked at every delivery, not only when the URL was saved: DNS answers change.
  const refusal = await webhookDestinationRefusal(target.url, context);
  if (refusal) return { statusCode: null, ok: false, error: refusal };
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await outboundFetch(context)(target.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'PS-FABA-Webhooks/1.0',
        [PARTNER_SIGNATURE_HEADER]: await signPartnerPayload(target.secret, timestamp, body),
        [PARTNER_EVENT_HEADER]: eventType,
        [PARTNER_EVENT_ID_HEADER]: eventId,
      },
      body,
      // A redirect could point anywhere: the partner's URL answers itself or the delivery fails.
      redirect: 'manual',
      signal: AbortSignal.timeout(PARTNER_WEBHOOK_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    return { statusCode: response.status || null, ok: response.ok, error: answerProblem(response) };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      statusCode: null,
      ok: false,
      error: timedOut
        ? `No answer within ${PARTNER_WEBHOOK_TIMEOUT_MS / 1000} s`
        : `The request failed: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * Sends one event to the user's partner webhook, signed with their secret, and records the
 * attempt and its outcome in partner_webhook_deliveries. `eventKey` names the underlying fact
 * (e.g. `mock:<payment id>`): the event id is derived from it, and an event already delivered
 * successfully is not sent again (payment providers replay their own webhooks).
 * Never throws: a partner's failure must not fail the payment that caused the event.
 */
export async function deliverPartnerEvent(
  context: FunctionContext,
  userId: string,
  eventType: PartnerEventType,
  data: PartnerPaymentData | Record<string, unknown>,
  options: { eventKey?: string } = {},
): Promise<DeliveryOutcome> {
  try {
    const target = await deliveryTarget(context.admin, userId);
    if (typeof target === 'string') return { delivered: false, reason: target };
    const eventId = await eventIdOf(eventType, options.eventKey);
    if (options.eventKey && (await alreadyDelivered(context.admin, userId, eventId))) {
      return { delivered: false, eventId, reason: 'Already delivered' };
    }

    const payload = { event_type: eventType, event_id: eventId, created_at: new Date().toISOString(), data };
    const body = JSON.stringify(payload);
    const started = Date.now();
    const outcome = await post(context, target, eventType, eventId, body);
    const { error } = await context.admin.from('partner_webhook_deliveries').insert({
      user_id: userId,
      event_type: eventType,
      event_id: eventId,
      url: target.url,
      payload,
      status_code: outcome.statusCode,
      ok: outcome.ok,
      error: outcome.error,
      duration_ms: Date.now() - started,
    });
    if (error) console.error('Recording a partner webhook delivery failed', error.message);
    return outcome.ok && outcome.statusCode !== null
      ? { delivered: true, eventId, statusCode: outcome.statusCode }
      : { delivered: false, eventId, reason: outcome.error ?? 'Not delivered' };
  } catch (error) {
    console.error(`Partner event ${eventType} for ${userId} failed`, error);
    return { delivered: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
