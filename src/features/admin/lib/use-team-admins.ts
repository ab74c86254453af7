import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { permissionsFor, roleLabel, teamAdmins, type AdminRole, type TeamAdmin } from '@/data/admin';

/** The spec's simulated delay for an invitation or a removal. */
export const ADMIN_ACTION_DELAY_MS = 1_000;

/** The roles the picker offers: a super admin is made by an operator, never from this screen. */
export const ASSIGNABLE_ROLES: readonly Exclude<AdminRole, 'super_admin'>[] = [
  'admin',
  'moderator',
  'support',
];

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The sample admin team and its simulated actions (no network call, as in the spec): invite and
 * remove take a second, a role change is immediate. A super admin's role cannot be changed and a
 * super admin cannot be removed or invited.
 */
export function useTeamAdmins() {
  const [admins, setAdmins] = useState<TeamAdmin[]>(() => [...teamAdmins]);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const invite = useCallback(async (email: string, role: AdminRole) => {
    if (role === 'super_admin') throw new Error('A super admin cannot be invited');
    await wait(ADMIN_ACTION_DELAY_MS);
    if (!mounted.current) return;
    const today = new Date().toISOString().slice(0, 10);
    setAdmins((current) => [
      ...current,
      {
        id: `adm_${Date.now().toString(36)}`,
        name: email.split('@')[0],
        email,
        role,
        permissions: permissionsFor(role),
        lastActive: null,
        joinDate: today,
        status: 'invited',
      },
    ]);
    toast.success(`Admin invitation sent to ${email}`);
  }, []);

  const remove = useCallback(
    async (id: string) => {
      const target = admins.find((admin) => admin.id === id);
      if (!target) return;
      if (target.role === 'super_admin') throw new Error('A super admin cannot be removed');
      await wait(ADMIN_ACTION_DELAY_MS);
      if (!mounted.current) return;
      setAdmins((current) => current.filter((admin) => admin.id !== id));
      toast.success('Admin removed successfully');
    },
    [admins],
  );

  const changeRole = useCallback(
    (id: string, role: AdminRole) => {
      const target = admins.find((admin) => admin.id === id);
      if (!target || target.role === role) return;
      if (target.role === 'super_admin' || role === 'super_admin') {
        toast.error('A super admin’s role cannot be changed here');
        return;
      }
      setAdmins((current) =>
        current.map((admin) =>
          admin.id === id ? { ...admin, role, permissions: permissionsFor(role) } : admin,
        ),
      );
      toast.success(`Admin role updated to ${roleLabel(role)}`);
    },
    [admins],
  );

  return { admins, invite, remove, changeRole };
}

export type TeamAdmins = ReturnType<typeof useTeamAdmins>;
