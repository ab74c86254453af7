-- Workspace member directory: who belongs to a workspace, with names and emails, for its members;
-- plus the role-change rules the owner guard of 20261123000200 does not cover yet.
--
-- Already enforced there (and tested again in tests/db/workspace-members.test.ts): only owners
-- and admins change roles or remove members; nobody gives or takes the owner role; the owner
-- cannot be removed, so a workspace never loses its one owner (the owner cannot leave either).

-- Directory --------------------------------------------------------------------
-- The members of a workspace with their profile names and sign-in email, owner first. Profiles'
-- own policies show each user only their own row, so this reads them as definer, and answers
-- only a caller who is a member of that workspace: anyone else gets zero rows, not an error.
create or replace function public.list_workspace_members(target_workspace uuid)
returns table (
  user_id uuid,
  email text,
  first_name text,
  last_name text,
  role text,
  joined_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id,
         coalesce(u.email::text, p.email),
         p.first_name,
         p.last_name,
         m.role,
         m.created_at
    from public.workspace_members m
    left join public.profiles p on p.id = m.user_id
    left join auth.users u on u.id = m.user_id
   where m.workspace_id = target_workspace
     and public.workspace_role_of_caller(target_workspace) is not null
   order by case m.role when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end,
            lower(coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.email::text, p.email)),
            m.created_at
$$;

-- The bootstrap's default privileges grant execute to every API role: revoke, then grant.
revoke execute on function public.list_workspace_members(uuid) from public, anon, authenticated;
grant execute on function public.list_workspace_members(uuid) to authenticated, service_role;

-- Guards -----------------------------------------------------------------------
-- Nobody changes their own role through the API: an admin cannot step up or down by themselves
-- (the owner's role is already fixed by the owner guard). Server-side code (any other role) may.
create or replace function public.guard_own_workspace_role()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon')
     and new.role is distinct from old.role
     and old.user_id = (select auth.uid()) then
    raise exception 'You cannot change your own role in a workspace' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_own_workspace_role() from public, anon, authenticated;

-- Runs before every role change, beside workspace_members_guard_owner.
create trigger workspace_members_guard_own_role
  before update of role on public.workspace_members
  for each row execute function public.guard_own_workspace_role();

-- Invitations ------------------------------------------------------------------
-- A revoked invitation records when it was revoked, as an answered one records its answer.
create or replace function public.stamp_invitation_revocation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'revoked' and old.status is distinct from 'revoked' then
    new.responded_at := now();
  end if;
  return new;
end;
$$;
revoke execute on function public.stamp_invitation_revocation() from public, anon, authenticated;

-- Stamps the time on the update that revokes.
create trigger workspace_invitations_stamp_revocation
  before update of status on public.workspace_invitations
  for each row execute function public.stamp_invitation_revocation();
