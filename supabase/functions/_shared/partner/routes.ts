import type { SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { Constants } from '../database.types.ts';
import type { PartnerPermission } from './constants.ts';
import { ownerAnalytics, ownerPayments, ownerProfile, ownerSubscriptions } from './resources.ts';

const limit = z.coerce.number().int().min(1).max(100).default(50);
const offset = z.coerce.number().int().min(0).max(10_000).default(0);

/** One endpoint of the partner API: its permission (null: any valid key), query and data. */
export interface PartnerRoute<Query = unknown> {
  permission: PartnerPermission | null;
  query: z.ZodType<Query>;
  load(admin: SupabaseClient, ownerId: string, query: Query): Promise<unknown>;
}

function route<Schema extends z.ZodType>(
  permission: PartnerPermission | null,
  query: Schema,
  load: (admin: SupabaseClient, ownerId: string, query: z.output<Schema>) => Promise<unknown>,
): PartnerRoute {
  return { permission, query, load };
}

/** Every GET endpoint, by its path below /ps-faba-api. */
export const partnerRoutes: Readonly<Record<string, PartnerRoute>> = {
  '/users': route(null, z.object({}), (admin, ownerId) => ownerProfile(admin, ownerId)),
  '/payments': route('payments', z.object({ limit, offset }), (admin, ownerId, query) =>
    ownerPayments(admin, ownerId, query),
  ),
  '/subscriptions': route(
    'payments',
    z.object({ limit, offset, status: z.enum(Constants.public.Enums.subscription_status).optional() }),
    (admin, ownerId, query) => ownerSubscriptions(admin, ownerId, query),
  ),
  '/analytics': route(
    'analytics',
    z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
    (admin, ownerId, query) => ownerAnalytics(admin, ownerId, query.days),
  ),
};

/**
 * The path below the function: `/functions/v1/ps-faba-api/users` (through the gateway) and
 * `/ps-faba-api/users` (inside the edge runtime) are both `/users`; a trailing slash is ignored.
 */
export function partnerPath(pathname: string): string {
  const match = /(?:^|\/)ps-faba-api(\/.*)?$/.exec(pathname);
  const rest = match ? (match[1] ?? '') : pathname;
  return rest.replace(/\/+$/, '') || '/';
}

export function findPartnerRoute(pathname: string): PartnerRoute | null {
  const path = partnerPath(pathname);
  return Object.hasOwn(partnerRoutes, path) ? partnerRoutes[path] : null;
}
