import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { roleLabel, type AdminRole, type TeamAdmin } from '@/data/admin';
import { changeAdminRole, inviteAdmin, removeAdmin } from './team-admins-api';
import { teamAdminsQuery } from './team-admins-queries';

const team = teamAdminsQuery();

/**
 * The sample admin team (a query) and its simulated actions (mutations that write the result
 * into the team's cache): invite and remove take a second, a role change is immediate. A super
 * admin's role cannot be changed and a super admin cannot be removed or invited; invite and
 * remove reject with the reason; `isRemoving` says a removal is under way.
 */
export function useTeamAdmins() {
  const queryClient = useQueryClient();
  const { data: admins } = useQuery(team);
  const edit = (change: (current: TeamAdmin[]) => TeamAdmin[]) =>
    queryClient.setQueryData(team.queryKey, (current) => change(current ?? []));

  const { mutateAsync: runInvite } = useMutation({
    mutationFn: ({ email, role }: { email: string; role: AdminRole }) => inviteAdmin(email, role),
    onSuccess: (invited) => {
      edit((current) => [...current, invited]);
      toast.success(`Admin invitation sent to ${invited.email}`);
    },
  });

  const { mutateAsync: runRemove, isPending: isRemoving } = useMutation({
    mutationFn: removeAdmin,
    onSuccess: (_done, removed) => {
      edit((current) => current.filter((admin) => admin.id !== removed.id));
      toast.success('Admin removed successfully');
    },
  });

  const { mutate: runRoleChange } = useMutation({
    mutationFn: ({ admin, role }: { admin: TeamAdmin; role: AdminRole }) => changeAdminRole(admin, role),
    onSuccess: (changed) => {
      edit((current) => current.map((admin) => (admin.id === changed.id ? changed : admin)));
      toast.success(`Admin role updated to ${roleLabel(changed.role)}`);
    },
  });

  const invite = useCallback(
    async (email: string, role: AdminRole) => {
      await runInvite({ email, role });
    },
    [runInvite],
  );

  const remove = useCallback(
    async (id: string) => {
      const target = admins.find((admin) => admin.id === id);
      if (target) await runRemove(target);
    },
    [admins, runRemove],
  );

  const changeRole = useCallback(
    (id: string, role: AdminRole) => {
      const target = admins.find((admin) => admin.id === id);
      if (!target || target.role === role) return;
      if (target.role === 'super_admin' || role === 'super_admin') {
        toast.error('A super admin’s role cannot be changed here');
        return;
      }
      runRoleChange({ admin: target, role });
    },
    [admins, runRoleChange],
  );

  return { admins, invite, remove, changeRole, isRemoving };
}

export type TeamAdmins = ReturnType<typeof useTeamAdmins>;
