-- A personal workspace for every user (issue 15): nobody is ever without a current workspace.
--
-- Every new user gets one at sign-up, named "{first name}'s workspace" (or "My workspace" when
-- sign-up gave no first name), with them as its owner; every existing user gets one now, so the
-- upgrade leaves nobody without one either. A user has at most one personal workspace, and it
-- cannot be deleted while they exist: it goes only with their account (the owner_id cascade).
-- It is an ordinary workspace otherwise: renamed, shared and used like any other.

-- Tables -----------------------------------------------------------------------
alter table public.workspaces add column personal boolean not null default false;

create unique index workspaces_one_personal_per_owner on public.workspaces (owner_id) where personal;

-- A caller creates ordinary workspaces only: `personal` (and the timestamps) are the database's.
revoke insert on public.workspaces from authenticated;
grant insert (name, slug, owner_id) on public.workspaces to authenticated;

-- Helpers ----------------------------------------------------------------------
-- The name of a user's personal workspace from their first name, within the 80 characters a
-- workspace name may have.
create or replace function public.personal_workspace_name(first_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when pg_catalog.btrim(coalesce(first_name, '')) = '' then 'My workspace'
    else pg_catalog.rtrim(pg_catalog.left(pg_catalog.btrim(first_name), 68)) || '''s workspace'
  end
$$;
revoke execute on function public.personal_workspace_name(text) from public, anon, authenticated;

-- Creates the user's personal workspace unless they have one; the owner membership follows from
-- the workspaces_add_owner trigger. The slug comes from the user id, so it is unique and fixed.
create or replace function public.ensure_personal_workspace(p_user_id uuid, p_first_name text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.workspaces (name, slug, owner_id, personal)
  values (
    public.personal_workspace_name(p_first_name),
    'personal-' || pg_catalog.replace(p_user_id::text, '-', ''),
    p_user_id,
    true
  )
  on conflict (owner_id) where personal do nothing;
end;
$$;
revoke execute on function public.ensure_personal_workspace(uuid, text) from public, anon, authenticated;

create or replace function public.open_personal_workspace()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.ensure_personal_workspace(new.id, new.raw_user_meta_data ->> 'first_name');
  return new;
end;
$$;
revoke execute on function public.open_personal_workspace() from public, anon, authenticated;

-- A personal workspace goes only with its owner's account. While the owner exists, a delete is
-- refused; when the account is deleted, the cascade runs after the auth.users row is gone, so
-- the workspace goes with it.
create or replace function public.keep_personal_workspace()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.personal and exists (select 1 from auth.users u where u.id = old.owner_id) then
    raise exception 'Your personal workspace can''t be deleted; it goes only with your account'
      using errcode = '42501';
  end if;
  return old;
end;
$$;
revoke execute on function public.keep_personal_workspace() from public, anon, authenticated;

-- Triggers -----------------------------------------------------------------------
create trigger on_auth_user_created_personal_workspace
  after insert on auth.users
  for each row execute function public.open_personal_workspace();

create trigger workspaces_keep_personal
  before delete on public.workspaces
  for each row execute function public.keep_personal_workspace();

-- Existing users ------------------------------------------------------------------
-- Their first name from the profile (what sign-up recorded, as they may since have edited it).
select public.ensure_personal_workspace(u.id, p.first_name)
  from auth.users u
  left join public.profiles p on p.id = u.id;
