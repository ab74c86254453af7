import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, Check, ChevronDown, Loader2, Mail, Users } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import { useDismiss } from '@/lib/use-dismiss';
import { CreateWorkspaceInput, INVITABLE_ROLES, InviteMemberInput } from '@/lib/schemas/workspace';
import type { Workspace } from '@/lib/workspaces/workspace-api';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { MembersDialog } from './members-dialog';

/** Database refusals in words a person understands. */
function inviteErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code === '42501') return 'Only owners and admins can invite people to this workspace.';
  if (code === '23505') return 'This person already has a pending invitation.';
  return getErrorMessage(error);
}

/** The top bar's workspace menu: switch, create, invite, and answer invitations. */
export function WorkspaceSelector() {
  const { workspaces, currentWorkspace, invitations, selectWorkspace, loading } = useWorkspaces();
  const [open, setOpen] = useState(false);
  const [membersOf, setMembersOf] = useState<Workspace | null>(null);
  const panelId = useId();
  const selectorLabel = loading ? 'Loading…' : (currentWorkspace?.name ?? 'No workspace');
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  return (
    <div className="relative" ref={container}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Workspace: ${selectorLabel}${invitations.length > 0 ? `, ${invitations.length} pending` : ''}`}
        onClick={() => setOpen((o) => !o)}
        className="flex max-w-44 items-center gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:max-w-60"
      >
        <Building2 className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="truncate">{selectorLabel}</span>
        {invitations.length > 0 && (
          <span className="rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white">
            {invitations.length}
          </span>
        )}
        <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label="Workspaces"
          className="fixed inset-x-3 top-16 z-40 max-h-[80vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-96"
        >
          {invitations.length > 0 && <Invitations />}
          <section aria-labelledby={`${panelId}-list`}>
            <h2
              id={`${panelId}-list`}
              className="text-xs font-semibold tracking-wide text-slate-500 uppercase"
            >
              Your workspaces
            </h2>
            {workspaces.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">You have no workspace yet. Create one below.</p>
            ) : (
              <ul className="mt-2 space-y-1">
                {workspaces.map((workspace) => {
                  const current = workspace.id === currentWorkspace?.id;
                  return (
                    <li key={workspace.id}>
                      <button
                        type="button"
                        aria-pressed={current}
                        onClick={() => {
                          selectWorkspace(workspace.id);
                          setOpen(false);
                        }}
                        className={cn(
                          'flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100',
                          current && 'bg-brand-50 font-semibold text-brand-700',
                        )}
                      >
                        <span className="truncate">{workspace.name}</span>
                        <span className="flex shrink-0 items-center gap-2">
                          {workspace.personal && (
                            <span className="text-xs font-normal text-slate-500">Personal</span>
                          )}
                          {current && <Check className="size-4" aria-hidden />}
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {currentWorkspace && (
              <Button
                variant="secondary"
                className="mt-3 w-full"
                onClick={() => {
                  setOpen(false);
                  setMembersOf(currentWorkspace);
                }}
              >
                <Users className="size-4" aria-hidden />
                Manage members
              </Button>
            )}
          </section>
          <CreateWorkspaceForm />
          {currentWorkspace && <InviteForm workspaceName={currentWorkspace.name} />}
        </div>
      )}
      {membersOf && (
        <MembersDialog
          key={membersOf.id}
          workspace={membersOf}
          onClose={() => {
            setMembersOf(null);
            trigger.current?.focus();
          }}
        />
      )}
    </div>
  );
}

function Invitations() {
  const { invitations, acceptInvitation, declineInvitation } = useWorkspaces();
  const [busy, setBusy] = useState<string | null>(null);
  const answer = async (id: string, accept: boolean, workspaceName: string) => {
    setBusy(id);
    try {
      await (accept ? acceptInvitation(id) : declineInvitation(id));
      toast.success(accept ? `You joined ${workspaceName}` : 'Invitation declined');
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label="Invitations" className="mb-4 rounded-lg bg-brand-50 p-3">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-brand-700">
        <Mail className="size-4" aria-hidden /> Invitations
      </h2>
      <ul className="mt-2 space-y-3">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="text-sm">
            <p>
              <strong>{invitation.workspace_name}</strong> invites you as <strong>{invitation.role}</strong>
              {invitation.invited_by_email ? ` (from ${invitation.invited_by_email})` : ''}.
            </p>
            <div className="mt-2 flex gap-2">
              <Button
                className="px-3 py-1.5"
                disabled={busy === invitation.id}
                onClick={withFailureReported(() => answer(invitation.id, true, invitation.workspace_name))}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                className="px-3 py-1.5"
                disabled={busy === invitation.id}
                onClick={withFailureReported(() => answer(invitation.id, false, invitation.workspace_name))}
              >
                Decline
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CreateWorkspaceForm() {
  const { createWorkspace } = useWorkspaces();
  const form = useForm<CreateWorkspaceInput>({
    resolver: zodResolver(CreateWorkspaceInput),
    defaultValues: { name: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      const created = await createWorkspace(name);
      toast.success(`Workspace ${created.name} created`);
      form.reset();
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  });
  return (
    <form noValidate onSubmit={withFailureReported(onSubmit)} className="mt-4 border-t border-slate-100 pt-4">
      <FormField id="new-workspace-name" label="New workspace" error={errors.name?.message}>
        <div className="flex gap-2">
          <Input
            id="new-workspace-name"
            placeholder="e.g. Main Channel"
            aria-invalid={!!errors.name}
            aria-describedby="new-workspace-name-error"
            {...form.register('name')}
          />
          <Button type="submit" disabled={isSubmitting} className="shrink-0">
            {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Create
          </Button>
        </div>
      </FormField>
    </form>
  );
}

function InviteForm({ workspaceName }: { workspaceName: string }) {
  const { inviteMember } = useWorkspaces();
  const form = useForm<InviteMemberInput>({
    resolver: zodResolver(InviteMemberInput),
    defaultValues: { email: '', role: 'member' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await inviteMember(input);
      toast.success(`Invitation sent to ${input.email.trim().toLowerCase()}`);
      form.reset();
    } catch (error) {
      toast.error(inviteErrorMessage(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={withFailureReported(onSubmit)}
      className="mt-4 space-y-3 border-t border-slate-100 pt-4"
    >
      <p className="text-sm font-medium">Invite to {workspaceName}</p>
      <TextField
        id="invite-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="off"
        {...form.register('email')}
      />
      <div className="flex items-end gap-2">
        <FormField id="invite-role" label="Role" className="flex-1">
          <select
            id="invite-role"
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm capitalize"
            {...form.register('role')}
          >
            {INVITABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        </FormField>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Send invite
        </Button>
      </div>
    </form>
  );
}
