import { Loader2, Mail } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { withFailureReported } from '@/lib/report-failure';
import { ROLE_LABELS } from '@/lib/schemas/workspace';
import type { PendingInvitation } from '@/lib/workspaces/workspace-members-api';
import { formatDate } from '../lib/member-display';

/** A workspace's invitations still waiting for an answer, each with Revoke (owners and admins). */
export function PendingInvitations({
  invitations,
  onRevoke,
}: {
  invitations: PendingInvitation[];
  onRevoke: (invitation: PendingInvitation) => Promise<void>;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (invitation: PendingInvitation) => {
    setBusy(invitation.id);
    try {
      await onRevoke(invitation);
    } finally {
      setBusy(null);
    }
  };

  if (invitations.length === 0) {
    return <p className="mt-2 text-sm text-slate-600">No pending invitations.</p>;
  }
  return (
    <ul className="mt-1 divide-y divide-slate-100">
      {invitations.map((invitation) => {
        const sent = formatDate(invitation.created_at);
        return (
          <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-full border border-dashed border-slate-300 bg-slate-50 text-slate-500"
            >
              <Mail className="size-4" />
            </span>
            <div className="min-w-0 flex-1 basis-40">
              <p className="truncate text-sm font-medium text-slate-900">{invitation.email}</p>
              <p className="text-xs text-slate-600">
                Invited as {ROLE_LABELS[invitation.role].toLowerCase()}
                {sent ? ` · ${sent}` : ''}
              </p>
            </div>
            <Button
              variant="secondary"
              className="ml-13 shrink-0 px-3 py-1.5 sm:ml-0"
              aria-label={`Revoke invitation for ${invitation.email}`}
              disabled={busy === invitation.id}
              onClick={withFailureReported(() => revoke(invitation))}
            >
              {busy === invitation.id && <Loader2 className="size-4 animate-spin" aria-hidden />}
              Revoke
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
