import type { AdminRole } from '@/data/admin';

/** The roles the pickers offer: a super admin is made by an operator, never from this screen. */
export const ASSIGNABLE_ROLES = ['admin', 'moderator', 'support'] as const satisfies readonly AdminRole[];
