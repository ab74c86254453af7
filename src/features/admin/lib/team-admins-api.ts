import { permissionsFor, teamAdmins, type AdminRole, type TeamAdmin } from '@/data/admin';
import { randomUuid } from '@/lib/ids';
import { sleep } from '@/lib/sleep';

/**
 * The admin team's "server": the sample team and its simulated actions, with no network call
 * (docs/product-rules.md#admin-dashboard). Invite and remove take a second, a role change is
 * immediate. A super admin is made by an operator, so none is invited, removed or has their role
 * changed here.
 */

/** The simulated delay for an invitation or a removal. */
export const ADMIN_ACTION_DELAY_MS = 1_000;

/** The sample team as the page first shows it. */
export const sampleTeamAdmins = (): TeamAdmin[] => [...teamAdmins];

export async function listTeamAdmins(): Promise<TeamAdmin[]> {
  return sampleTeamAdmins();
}

/** Invites `email` as `role`: after a second, the invited admin. */
export async function inviteAdmin(email: string, role: AdminRole): Promise<TeamAdmin> {
  if (role === 'super_admin') throw new Error('A super admin cannot be invited');
  await sleep(ADMIN_ACTION_DELAY_MS);
  return {
    id: randomUuid(),
    name: email.split('@')[0],
    email,
    role,
    permissions: permissionsFor(role),
    lastActive: null,
    joinDate: new Date().toISOString().slice(0, 10),
    status: 'invited',
  };
}

/** Removes an admin after a second. */
export async function removeAdmin(admin: TeamAdmin): Promise<void> {
  if (admin.role === 'super_admin') throw new Error('A super admin cannot be removed');
  await sleep(ADMIN_ACTION_DELAY_MS);
}

/** Gives an admin another role (and that role's permissions) at once. */
export async function changeAdminRole(admin: TeamAdmin, role: AdminRole): Promise<TeamAdmin> {
  if (admin.role === 'super_admin' || role === 'super_admin') {
    throw new Error('A super admin’s role cannot be changed here');
  }
  return { ...admin, role, permissions: permissionsFor(role) };
}
