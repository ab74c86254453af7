-- Workspaces: a team's shared space. Owners and admins invite by email; roles are
-- owner, admin, member and viewer. Memberships are created only by the owner trigger and by
-- accepting an invitation.

-- Tables -----------------------------------------------------------------------
-- A team's workspace; its creator is its owner.
create table public.workspaces (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(trim(name)) between 1 and 80),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Who belongs to a workspace, and as what.
create table public.workspace_members (
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null check (role in ('owner', 'admin', 'member', 'viewer')),
  created_at timestamptz not null default now(),
  primary key (workspace_id, user_id)
);
create index workspace_members_user_id_idx on public.workspace_members (user_id);

-- An invitation to join a workspace, addressed to an email.
create table public.workspace_invitations (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  email text not null check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  role text not null default 'member' check (role in ('admin', 'member', 'viewer')),
  invited_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'revoked')),
  created_at timestamptz not null default now(),
  responded_at timestamptz
);
create unique index workspace_invitations_one_pending_idx
  on public.workspace_invitations (workspace_id, lower(email)) where status = 'pending';
create index workspace_invitations_email_idx on public.workspace_invitations (lower(email));

alter table public.workspaces enable row level security;
alter table public.workspace_members enable row level security;
alter table public.workspace_invitations enable row level security;

-- The bootstrap's default privileges grant everything; keep only what the policies allow.
revoke all on public.workspaces, public.workspace_members, public.workspace_invitations from anon, authenticated;
grant select, insert, delete on public.workspaces to authenticated;
grant update (name, slug) on public.workspaces to authenticated;
grant select, delete on public.workspace_members to authenticated;
grant update (role) on public.workspace_members to authenticated;
grant select, delete on public.workspace_invitations to authenticated;
grant insert (workspace_id, email, role) on public.workspace_invitations to authenticated;
grant update (status) on public.workspace_invitations to authenticated;
grant all on public.workspaces, public.workspace_members, public.workspace_invitations to service_role;

-- Helpers ----------------------------------------------------------------------
-- The caller's role in a workspace, or null. Security definer so policies can read memberships
-- without recursing into the members table's own policies.
create or replace function public.workspace_role_of_caller(target_workspace uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role from public.workspace_members m
   where m.workspace_id = target_workspace and m.user_id = (select auth.uid())
$$;

create or replace function public.caller_has_workspace_role(target_workspace uuid, allowed text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.workspace_role_of_caller(target_workspace) = any (allowed), false)
$$;

revoke execute on function public.workspace_role_of_caller(uuid), public.caller_has_workspace_role(uuid, text[]) from public, anon;
grant execute on function public.workspace_role_of_caller(uuid), public.caller_has_workspace_role(uuid, text[]) to authenticated;

-- The creator becomes the owner member.
create or replace function public.add_workspace_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.workspace_members (workspace_id, user_id, role) values (new.id, new.owner_id, 'owner');
  return new;
end;
$$;
revoke execute on function public.add_workspace_owner() from public, anon, authenticated;

create trigger workspaces_add_owner
  after insert on public.workspaces
  for each row execute function public.add_workspace_owner();

create trigger workspaces_touch_updated_at
  before update on public.workspaces
  for each row execute function public.touch_updated_at();

-- Invitations are addressed to a normalised email, so the invitee matches however they type it.
create or replace function public.normalise_invitation_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(trim(new.email));
  return new;
end;
$$;

create trigger workspace_invitations_normalise_email
  before insert on public.workspace_invitations
  for each row execute function public.normalise_invitation_email();

-- Nobody makes a second owner, changes the owner's role or removes the owner through the API.
create or replace function public.guard_workspace_owner_membership()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' and old.role = 'owner' then
    raise exception 'The owner cannot be removed from the workspace' using errcode = '42501';
  end if;
  if tg_op = 'UPDATE' and (old.role = 'owner' or new.role = 'owner') then
    raise exception 'The owner role cannot be given or taken' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$$;

create trigger workspace_members_guard_owner
  before update or delete on public.workspace_members
  for each row execute function public.guard_workspace_owner_membership();

-- Policies: workspaces ----------------------------------------------------------
create policy "Members can see their workspaces" on public.workspaces
  for select to authenticated
  using ((select auth.uid()) = owner_id or public.workspace_role_of_caller(id) is not null);

create policy "Users can create workspaces they own" on public.workspaces
  for insert to authenticated
  with check ((select auth.uid()) = owner_id);

create policy "Owners and admins can rename workspaces" on public.workspaces
  for update to authenticated
  using (public.caller_has_workspace_role(id, array['owner', 'admin']))
  with check (public.caller_has_workspace_role(id, array['owner', 'admin']));

create policy "Owners can delete workspaces" on public.workspaces
  for delete to authenticated
  using ((select auth.uid()) = owner_id);

-- Policies: members -------------------------------------------------------------
create policy "Members can see who else belongs" on public.workspace_members
  for select to authenticated
  using (public.workspace_role_of_caller(workspace_id) is not null);

create policy "Owners and admins can change roles" on public.workspace_members
  for update to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin']))
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin']));

create policy "Owners and admins remove members, and members can leave" on public.workspace_members
  for delete to authenticated
  using (
    user_id = (select auth.uid())
    or public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
  );

-- Policies: invitations ---------------------------------------------------------
create policy "Owners and admins see their workspace's invitations, invitees see theirs" on public.workspace_invitations
  for select to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or lower(email) = lower((select auth.email()))
  );

create policy "Owners and admins invite" on public.workspace_invitations
  for insert to authenticated
  with check (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    and invited_by = (select auth.uid())
    and status = 'pending'
  );

create policy "Owners and admins revoke pending invitations" on public.workspace_invitations
  for update to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin']) and status = 'pending')
  with check (status = 'revoked');

create policy "Owners and admins delete invitations" on public.workspace_invitations
  for delete to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin']));

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
     and lower(i.email) = lower((select auth.email()))
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
   where id = invitation_id and status = 'pending' and lower(email) = lower((select auth.email()))
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

revoke execute on function public.list_my_workspace_invitations(), public.respond_to_workspace_invitation(uuid, boolean) from public, anon;
grant execute on function public.list_my_workspace_invitations(), public.respond_to_workspace_invitation(uuid, boolean) to authenticated;
