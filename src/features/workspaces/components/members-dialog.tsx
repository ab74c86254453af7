import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Loader2, LogOut, Users } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '@/components/ui/modal';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { withFailureReported } from '@/lib/report-failure';
import { canManageMembers, ROLE_LABELS, type InvitableRole } from '@/lib/schemas/workspace';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import type { Workspace } from '@/lib/workspaces/workspace-api';
import {
  changeMemberRole,
  leaveWorkspace,
  memberName,
  removeMember,
  revokeInvitation,
  type PendingInvitation,
  type WorkspaceMember,
} from '@/lib/workspaces/workspace-members-api';
import { workspaceKeys } from '@/lib/workspaces/workspace-queries';
import { memberErrorMessage, NOT_ALLOWED_MESSAGE } from '../lib/member-errors';
import { useMembersDirectory } from '../lib/use-members-directory';
import { ConfirmAction } from './confirm-action';
import { MemberRow } from './member-row';
import { PendingInvitations } from './pending-invitations';

/**
 * Who is in the workspace. Owners and admins change roles, remove people and revoke pending
 * invitations; everyone but the owner can leave. The database decides; this only offers what
 * it would allow and says so in plain words when it refuses.
 */
export function MembersDialog({
  workspace,
  onClose,
  client = supabase,
}: {
  workspace: Pick<Workspace, 'id' | 'name'>;
  onClose: () => void;
  client?: AppSupabaseClient;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const { directory, retry, invalidate, update } = useMembersDirectory(client, workspace.id, userId);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  const members = directory.status === 'ready' ? directory.members : [];
  const me = members.find((m) => m.user_id === userId) ?? null;
  const manages = canManageMembers(me?.role);

  const refused = async (message = NOT_ALLOWED_MESSAGE) => {
    toast.error(message);
    await invalidate();
  };

  const changeRole = async (member: WorkspaceMember, role: InvitableRole) => {
    try {
      if (!(await changeMemberRole(client, workspace.id, member.user_id, role))) return await refused();
      update((list) => ({ members: list.map((m) => (m.user_id === member.user_id ? { ...m, role } : m)) }));
      toast.success('Role updated');
    } catch (error) {
      await refused(memberErrorMessage(error));
    }
  };

  const remove = async (member: WorkspaceMember) => {
    try {
      if (!(await removeMember(client, workspace.id, member.user_id))) return await refused();
      update((list) => ({ members: list.filter((m) => m.user_id !== member.user_id) }));
      toast.success(`${memberName(member)} was removed`);
      listHeading.current?.focus();
    } catch (error) {
      await refused(memberErrorMessage(error));
    }
  };

  const revoke = async (invitation: PendingInvitation) => {
    try {
      if (!(await revokeInvitation(client, invitation.id))) return await refused();
      update((_, list) => ({ invitations: list.filter((i) => i.id !== invitation.id) }));
      toast.success('Invitation revoked');
    } catch (error) {
      await refused(memberErrorMessage(error));
    }
  };

  const count = members.length;
  const description =
    directory.status === 'ready' && me
      ? `${count} ${count === 1 ? 'member' : 'members'} · Your role: ${ROLE_LABELS[me.role]}`
      : 'Everyone in this workspace and their role.';

  return (
    <Modal
      className="sm:max-w-2xl"
      title={`Members of ${workspace.name}`}
      description={description}
      onClose={onClose}
      footer={
        me && me.role !== 'owner' && userId ? (
          <LeaveWorkspace
            workspaceName={workspace.name}
            onLeave={async () => {
              if (!(await leaveWorkspace(client, workspace.id, userId))) {
                throw new Error('You are no longer a member of this workspace.');
              }
              await queryClient.invalidateQueries({ queryKey: workspaceKeys.all(userId) });
              toast.success(`You left ${workspace.name}`);
              onClose();
            }}
          />
        ) : undefined
      }
    >
      {directory.status === 'loading' && (
        <div role="status" className="flex items-center justify-center gap-2 py-12 text-sm text-slate-600">
          <Loader2 className="size-5 animate-spin" aria-hidden />
          Loading members…
        </div>
      )}
      {directory.status === 'error' && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p className="flex items-start gap-2 font-medium">
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            The members could not be loaded: {directory.message}
          </p>
          <Button variant="secondary" className="mt-3 px-3 py-1.5" onClick={withFailureReported(retry)}>
            Try again
          </Button>
        </div>
      )}
      {directory.status === 'ready' && (
        <>
          <section aria-labelledby={`${headingId}-members`}>
            <h3
              id={`${headingId}-members`}
              ref={listHeading}
              tabIndex={-1}
              className="text-xs font-semibold tracking-wide text-slate-600 uppercase focus:outline-none"
            >
              Members
            </h3>
            {members.length === 0 ? (
              <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-slate-600">
                <Users className="size-8 text-slate-500" aria-hidden />
                <p>No members to show. You may no longer belong to this workspace.</p>
              </div>
            ) : (
              <ul className="divide-y divide-slate-100">
                {members.map((member) => {
                  const isYou = member.user_id === userId;
                  return (
                    <MemberRow
                      key={member.user_id}
                      member={member}
                      isYou={isYou}
                      canEdit={manages && !isYou && member.role !== 'owner'}
                      workspaceName={workspace.name}
                      onChangeRole={(role) => changeRole(member, role)}
                      onRemove={() => remove(member)}
                    />
                  );
                })}
              </ul>
            )}
            {me && !manages && (
              <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
                Only owners and admins can change roles or remove members.
              </p>
            )}
          </section>
          {manages && (
            <section aria-labelledby={`${headingId}-invitations`} className="mt-6">
              <h3
                id={`${headingId}-invitations`}
                className="text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                Pending invitations
              </h3>
              <PendingInvitations invitations={directory.invitations} onRevoke={revoke} />
            </section>
          )}
        </>
      )}
    </Modal>
  );
}

/** "Leave workspace", behind a confirmation. */
function LeaveWorkspace({ workspaceName, onLeave }: { workspaceName: string; onLeave: () => Promise<void> }) {
  const [confirming, setConfirming] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const leaving = useMutation({
    mutationFn: onLeave,
    onError: (error) => toast.error(memberErrorMessage(error)),
  });
  // A successful leave closes the dialog: stay busy until then.
  const busy = leaving.isPending || leaving.isSuccess;

  if (confirming) {
    return (
      <ConfirmAction
        prompt={`Leave ${workspaceName}? You lose access until someone invites you again.`}
        confirmLabel="Leave workspace"
        busy={busy}
        onConfirm={() => leaving.mutate()}
        onCancel={() => {
          setConfirming(false);
          requestAnimationFrame(() => button.current?.focus());
        }}
      />
    );
  }
  return (
    <div className="flex justify-end">
      <Button
        ref={button}
        variant="ghost"
        className="px-3 py-1.5 text-red-700 hover:bg-red-50"
        onClick={() => setConfirming(true)}
      >
        <LogOut className="size-4" aria-hidden />
        Leave workspace
      </Button>
    </div>
  );
}
