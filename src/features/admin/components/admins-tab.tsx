import { Info, ShieldCheck, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ADMIN_ROLES, PERMISSION_LABELS, roleLabel, type AdminRole, type TeamAdmin } from '@/data/admin';
import { getErrorMessage } from '@/lib/get-error-message';
import { formatDay, formatMoment } from '../lib/admin-format';
import { ASSIGNABLE_ROLES, type TeamAdmins } from '../lib/use-team-admins';
import { AddAdminDialog } from './add-admin-dialog';
import { selectClass } from './select-field';
import { StatusBadge } from './status-badge';
import { TableRegion, tdClass, thClass } from './table-region';

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
    <select
      aria-label={`Role of ${admin.name}`}
      value={admin.role}
      onChange={(event) => onChange(event.target.value as AdminRole)}
      className={`${selectClass} w-36 py-1.5`}
    >
      {ASSIGNABLE_ROLES.map((role) => (
        <option key={role} value={role}>
          {roleLabel(role)}
        </option>
      ))}
    </select>
  );
}

/** Admins: the (sample) team with its roles, the Add Admin dialog, and the roles' permissions. */
export function AdminsTab({ team }: { team: TeamAdmins }) {
  const { admins, invite, remove, changeRole } = team;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamAdmin | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing || busy) return;
    setBusy(true);
    try {
      await remove(removing.id);
    } catch (error) {
      toast.error(getErrorMessage(error, 'The admin could not be removed'));
    }
    setBusy(false);
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

      <TableRegion label="Admins table">
        <table className="w-full min-w-[820px] bg-white">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClass}>
                Admin
              </th>
              <th scope="col" className={thClass}>
                Role
              </th>
              <th scope="col" className={thClass}>
                Permissions
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Last active
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {admins.map((admin) => (
              <tr key={admin.id}>
                <td className={tdClass}>
                  <p className="font-medium text-slate-900">{admin.name}</p>
                  <p className="text-slate-600">{admin.email}</p>
                </td>
                <td className={tdClass}>
                  <RolePicker admin={admin} onChange={(role) => changeRole(admin.id, role)} />
                </td>
                <td className={tdClass}>
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
                </td>
                <td className={tdClass}>
                  <StatusBadge value={admin.status} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {admin.lastActive ? formatMoment(admin.lastActive) : `Invited ${formatDay(admin.joinDate)}`}
                </td>
                <td className={`${tdClass} text-right`}>
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
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>

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
          onConfirm={() => void confirmRemove()}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
