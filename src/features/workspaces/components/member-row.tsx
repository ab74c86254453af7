import { Crown, Loader2, UserMinus } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { reportFailure, withFailureReported } from '@/lib/report-failure';
import { INVITABLE_ROLES, ROLE_LABELS, type InvitableRole } from '@/lib/schemas/workspace';
import { memberName, type WorkspaceMember } from '@/lib/workspaces/workspace-members-api';
import { avatarColour, formatDate, initialOf, ROLE_BADGE_STYLES } from '../lib/member-display';
import { ConfirmAction } from './confirm-action';

/** One person in the members list: who they are, their role, and what the caller may change. */
export function MemberRow({
  member,
  isYou,
  canEdit,
  workspaceName,
  onChangeRole,
  onRemove,
}: {
  member: WorkspaceMember;
  isYou: boolean;
  /** The caller manages members and this one is neither the owner nor the caller. */
  canEdit: boolean;
  workspaceName: string;
  onChangeRole: (role: InvitableRole) => Promise<void>;
  onRemove: () => Promise<void>;
}) {
  const name = memberName(member);
  const [busy, setBusy] = useState<'role' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const joined = formatDate(member.joined_at);

  const changeRole = async (role: InvitableRole) => {
    setBusy('role');
    try {
      await onChangeRole(role);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await onRemove();
    } finally {
      setBusy(null);
    }
  };

  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            avatarColour(member.user_id),
          )}
        >
          {initialOf(name)}
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
            <span className="truncate">{name}</span>
            {isYou && (
              <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                You
              </span>
            )}
          </p>
          {member.email && <p className="truncate text-sm text-slate-600">{member.email}</p>}
          {joined && <p className="text-xs text-slate-600">Joined {joined}</p>}
        </div>
        <div className="ml-13 flex shrink-0 items-center gap-2 sm:ml-0">
          {canEdit ? (
            <>
              {busy === 'role' && <Loader2 className="size-4 animate-spin text-slate-500" aria-hidden />}
              <select
                aria-label={`Role for ${name}`}
                value={member.role}
                aria-busy={busy === 'role'}
                onChange={(event) => {
                  if (busy === null) changeRole(event.target.value as InvitableRole).catch(reportFailure);
                }}
                className="rounded-lg border border-slate-300 bg-white py-1.5 pr-8 pl-3 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              >
                {INVITABLE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
              <button
                ref={removeButton}
                type="button"
                aria-label={`Remove ${name}`}
                disabled={busy !== null || confirming}
                onClick={() => setConfirming(true)}
                className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-60"
              >
                <UserMinus className="size-4" aria-hidden />
                <span>Remove</span>
              </button>
            </>
          ) : (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
                ROLE_BADGE_STYLES[member.role],
              )}
            >
              {member.role === 'owner' && <Crown className="size-3.5" aria-hidden />}
              {ROLE_LABELS[member.role]}
            </span>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmAction
          className="mt-3"
          prompt={`Remove ${name} from ${workspaceName}?`}
          confirmLabel="Remove"
          busy={busy === 'remove'}
          onConfirm={withFailureReported(remove)}
          onCancel={() => {
            setConfirming(false);
            requestAnimationFrame(() => removeButton.current?.focus());
          }}
        />
      )}
    </li>
  );
}
