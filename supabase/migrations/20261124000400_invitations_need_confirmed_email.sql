-- Invitations follow only a confirmed email. An invitation is addressed to an email, and until
-- now the invitee was matched on the `email` claim of their access token. A claim is a copy made
-- when the token was signed: it outlives an email change by up to an hour, and it says nothing of
-- whether the address was ever confirmed. The invitee is now matched on auth.users itself: the
-- caller's current email, and only once it is confirmed. A pending email change (the new address
-- waits in auth.users.email_change until its emailed code is verified) never matches.
--
-- Also: the columns Supabase Auth keeps a pending email change in, for plain Postgres (local mode
-- and tests), whose bootstrap auth.users predates them, and the local outbox's kind of message for
-- it. Hosted Supabase already has those columns and has no local outbox: there this part does
-- nothing.

-- Pending email changes on plain Postgres -------------------------------------
-- GoTrue's columns: the new address, the hash of the code sent to it, and when it was sent.
do $$
begin
  if exists (
    select 1
      from unnest(array['email_change', 'email_change_token_new', 'email_change_sent_at']) as wanted (name)
     where not exists (
       select 1 from pg_catalog.pg_attribute
        where attrelid = 'auth.users'::regclass and attname = wanted.name and not attisdropped
     )
  ) then
    alter table auth.users
      add column if not exists email_change varchar(255),
      add column if not exists email_change_token_new varchar(255),
      add column if not exists email_change_sent_at timestamptz;
  end if;
end
$$;

-- The local outbox (local mode sends no email) also holds the code of an email change.
do $$
begin
  if to_regclass('local_meta.mail') is not null then
    alter table local_meta.mail drop constraint if exists mail_kind_check;
    alter table local_meta.mail add constraint mail_kind_check
      check (kind in ('recovery', 'signup', 'email_change'));
  end if;
end
$$;

-- Helpers ----------------------------------------------------------------------
-- The caller's email, lower-cased, read from auth.users and only when it is confirmed; null for
-- anyone else (anonymous, unconfirmed, or a token whose user is gone). Definer: the API roles
-- cannot read auth.users.
create or replace function public.caller_confirmed_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(u.email::text)
    from auth.users u
   where u.id = (select auth.uid())
     and u.email_confirmed_at is not null
$$;

-- Policies call it as the caller, so authenticated needs it; anon has no use for it.
revoke execute on function public.caller_confirmed_email() from public, anon, authenticated;
grant execute on function public.caller_confirmed_email() to authenticated, service_role;

-- Policies: invitations ---------------------------------------------------------
drop policy "Owners and admins see their workspace's invitations, invitees see theirs"
  on public.workspace_invitations;

create policy "Owners and admins see their workspace's invitations, invitees see theirs" on public.workspace_invitations
  for select to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or lower(email) = (select public.caller_confirmed_email())
  );

-- Public RPCs -------------------------------------------------------------------
-- The caller's pending invitations, with the workspace's name (which they cannot read yet).
create or replace function public.list_my_workspace_invitations()
returns table (id uuid, workspace_id uuid, workspace_name text, role text, invited_by_email text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.workspace_id, w.name, i.role, u.email::text, i.created_at
    from public.workspace_invitations i
    join public.workspaces w on w.id = i.workspace_id
    left join auth.users u on u.id = i.invited_by
   where i.status = 'pending'
     and lower(i.email) = (select public.caller_confirmed_email())
   order by i.created_at desc
$$;

-- Accepts or declines one of the caller's pending invitations; accepting adds the membership.
create or replace function public.respond_to_workspace_invitation(invitation_id uuid, accept boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.workspace_invitations;
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to answer an invitation' using errcode = '42501';
  end if;
  select * into invitation from public.workspace_invitations
   where id = invitation_id and status = 'pending'
     and lower(email) = (select public.caller_confirmed_email())
   for update;
  if not found then
    raise exception 'This invitation does not exist or was already answered' using errcode = 'P0001';
  end if;
  update public.workspace_invitations
     set status = case when accept then 'accepted' else 'declined' end, responded_at = now()
   where id = invitation.id;
  if accept then
    insert into public.workspace_members (workspace_id, user_id, role)
    values (invitation.workspace_id, caller, invitation.role)
    on conflict (workspace_id, user_id) do nothing;
  end if;
  return invitation.workspace_id;
end;
$$;

revoke execute on function public.list_my_workspace_invitations(), public.respond_to_workspace_invitation(uuid, boolean) from public, anon, authenticated;
grant execute on function public.list_my_workspace_invitations(), public.respond_to_workspace_invitation(uuid, boolean) to authenticated, service_role;
