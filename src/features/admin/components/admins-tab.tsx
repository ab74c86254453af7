import { Info, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import { ADMIN_ROLES, PERMISSION_LABELS, roleLabel, type AdminRole, type TeamAdmin } from '@/data/admin';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { formatDay, formatMoment } from '../lib/admin-format';
import { ASSIGNABLE_ROLES } from '../lib/assignable-roles';
import type { TeamAdmins } from '../lib/use-team-admins';
import { AddAdminDialog } from './add-admin-dialog';
import { StatusBadge } from './status-badge';

function RolePicker({ admin, onChange }: { admin: TeamAdmin; onChange: (role: AdminRole) => void }) {
  if (admin.role === 'super_admin') {
    return (
      <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-brand-700">
        <ShieldCheck className="size-3.5" aria-hidden />
        Super Admin
      </span>
    );
  }
  return (
    <Select
      aria-label={`Role of ${admin.name}`}
      value={admin.role}
      onChange={(event) => onChange(event.target.value as AdminRole)}
      className="w-36 py-1.5"
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </Select>
  );
}

/** Admins: the (sample) team with its roles, the Add Admin dialog, and the roles' permissions. */
export function AdminsTab({ team }: { team: TeamAdmins }) {
  const { admins, invite, remove, changeRole, isRemoving: busy } = team;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamAdmin | null>(null);

  const confirmRemove = async () => {
    if (!removing || busy) return;
    try {
      await remove(removing.id);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The admin could not be removed'));
    }
    setRemoving(null);
  };

  return (
    <section aria-labelledby="admin-tab-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-tab-title" className="text-xl font-semibold text-slate-900">
          Admins
        </h2>
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="size-4" aria-hidden />
          Add Admin
        </Button>
      </div>
      <p className="flex gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          This team is sample data: invitations, removals and role changes are simulated here. Real platform
          admin access is granted by an operator on the server.
        </span>
      </p>

      <Table
        label="Admins table"
        containerClassName="rounded-xl border border-slate-200"
        className="min-w-[820px] bg-white"
      >
        <thead className="bg-slate-50">
          <tr>
            <TableHead>Admin</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Permissions</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Last active</TableHead>
            <TableHead className="text-right">
              <span className="sr-only">Actions</span>
            </TableHead>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {admins.map((admin) => (
            <tr key={admin.id}>
              <TableCell>
                <p className="font-medium text-slate-900">{admin.name}</p>
                <p className="text-slate-600">{admin.email}</p>
              </TableCell>
              <TableCell>
                <RolePicker admin={admin} onChange={(role) => changeRole(admin.id, role)} />
              </TableCell>
              <TableCell>
                <ul className="flex max-w-64 flex-wrap gap-1">
                  {admin.permissions.map((permission) => (
                    <li
                      key={permission}
                      className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-slate-700"
                    >
                      {PERMISSION_LABELS[permission]}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>
                <StatusBadge value={admin.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {admin.lastActive ? formatMoment(admin.lastActive) : `Invited ${formatDay(admin.joinDate)}`}
              </TableCell>
              <TableCell className="text-right">
                {admin.role === 'super_admin' ? (
                  <span className="text-xs text-slate-600">Cannot be removed</span>
                ) : (
                  <Button
                    variant="ghost"
                    aria-label={`Remove ${admin.name}`}
                    className="px-2.5 py-1.5 text-red-700 hover:bg-red-50"
                    onClick={() => setRemoving(admin)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Remove
                  </Button>
                )}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>

      <Card aria-labelledby="admin-roles-title">
        <h3 id="admin-roles-title" className="text-lg font-semibold text-slate-900">
          Roles and permissions
        </h3>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {ADMIN_ROLES.map(({ role, label, permissions }) => (
            <li key={role} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold text-slate-900">{label}</p>
              <p className="mt-1 text-sm text-slate-600">
                {permissions.map((permission) => PERMISSION_LABELS[permission]).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      </Card>

      {adding && (
        <AddAdminDialog
          existingEmails={admins.map((admin) => admin.email)}
          onInvite={invite}
          onClose={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          message="Are you sure you want to remove this admin? This action cannot be undone."
          confirmLabel={busy ? 'Removing…' : 'Remove'}
          destructive
          busy={busy}
          onConfirm={withFailureReported(confirmRemove)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
