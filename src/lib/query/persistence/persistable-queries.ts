import type { Query } from '@tanstack/react-query';

/**
 * Query keys (by their first element, the area) that are never written to the browser's query
 * cache, whatever screen reads them. Secrets and payment data stay in memory only; so does what
 * only makes sense live. A new area holding a secret gets a line here.
 */
export const NEVER_PERSISTED_AREAS: Readonly<Record<string, string>> = {
  // The partner integration: the webhook signing secret (whsec_…), the API keys' list and the
  // delivery log (payloads with customers' emails).
  partner: 'holds the webhook signing secret',
  // The user's saved cards.
  'payment-methods': 'payment data',
  // A payment in progress (its mutations; listed in case a read ever uses the key).
  'payment-action': 'a payment in progress',
  // The connection diagnostic reports what it finds now, never a remembered answer.
  connection: 'a live check',
  // This device's storage (persisted or not, space used) is read now, never remembered.
  'local-data': 'a live check',
  // The admin dashboard's sample team lives, by design, until sign-out (never across visits).
  admin: 'sample data kept for the visit',
};

/**
 * Whether a query may be written to the persisted cache: a success (never a pending or failed
 * read), outside the areas above, and neither a one-showing read (`gcTime: 0`: signed audio URLs,
 * the check of videos left running) nor a static one (`staleTime: 'static'`: a restored copy would
 * never be asked again).
 */
export function isPersistableQuery(query: Query): boolean {
  if (query.state.status !== 'success') return false;
  const area = query.queryKey[0];
  if (typeof area !== 'string' || Object.hasOwn(NEVER_PERSISTED_AREAS, area)) return false;
  return query.gcTime !== 0 && !query.isStatic();
}
