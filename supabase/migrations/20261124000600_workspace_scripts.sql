-- Workspace scripts, with every saved version kept (issue 15, step 1: the database only).
--
-- A script belongs to a workspace, not to its author: when the author's account is deleted the
-- script stays with the workspace (author_id set null, shown as "Deleted user"). Roles decide,
-- through caller_has_workspace_role only: viewers read; members create, and edit and delete what
-- they authored; admins and owners edit and delete anything; nobody outside the workspace sees
-- a row, a version or a count.
--
-- Versions. Every write that changes a script's title, body or tags makes the next version and
-- keeps a copy of it in script_versions; a write that changes none of them (a status change, a
-- compliance result, an unchanged save) keeps the version it had. The copy is made by a trigger,
-- so no write path (save_script, restore_script_version or a direct update through the API) can
-- change a script's content without keeping it. script_versions is append-only: the API roles may
-- only read it, and its rows go only with their script.
--
-- save_script and restore_script_version run as the caller (security invoker): the policies
-- below already decide who may create and edit what, so the functions add no rights of their
-- own. They check their inputs first, so a refusal says what was wrong in our words.

-- Types ------------------------------------------------------------------------
create type public.script_status as enum ('draft', 'in_review', 'approved');

-- Helpers ----------------------------------------------------------------------
-- At most 20 tags, each 1 to 40 characters after trimming. Immutable and pure, so a check
-- constraint may call it; the API roles execute it whenever they write a script.
create or replace function public.script_tags_are_valid(tags text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select tags is not null
     and coalesce(pg_catalog.array_ndims(tags), 1) = 1
     and coalesce(pg_catalog.cardinality(tags), 0) <= 20
     and not exists (select 1 from pg_catalog.unnest(tags) as t(tag)
                      where t.tag is null or pg_catalog.char_length(pg_catalog.btrim(t.tag)) not between 1 and 40)
$$;
revoke execute on function public.script_tags_are_valid(text[]) from public, anon;
grant execute on function public.script_tags_are_valid(text[]) to authenticated, service_role;

-- Tables -----------------------------------------------------------------------
create table public.scripts (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  title text not null check (char_length(btrim(title)) between 1 and 200),
  body text not null default '' check (char_length(body) <= 200000),
  status public.script_status not null default 'draft',
  tags text[] not null default '{}' check (public.script_tags_are_valid(tags)),
  -- The latest compliance check: { score 0-100, status, issues (with line numbers), rule_set_version }.
  compliance jsonb check (
    compliance is null
    or (jsonb_typeof(compliance) = 'object'
        and compliance ?& array['score', 'status', 'issues', 'rule_set_version']
        and case when jsonb_typeof(compliance -> 'score') = 'number'
                 then (compliance ->> 'score')::numeric between 0 and 100 else false end
        and jsonb_typeof(compliance -> 'status') = 'string'
        and jsonb_typeof(compliance -> 'issues') = 'array')
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1 check (version >= 1)
);
create index scripts_workspace_id_idx on public.scripts (workspace_id, updated_at desc);
create index scripts_author_id_idx on public.scripts (author_id);

create table public.script_versions (
  id uuid primary key default gen_random_uuid(),
  script_id uuid not null references public.scripts (id) on delete cascade,
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  version integer not null check (version >= 1),
  title text not null,
  body text not null,
  tags text[] not null,
  saved_by uuid references auth.users (id) on delete set null,
  saved_at timestamptz not null default now(),
  unique (script_id, version)
);
create index script_versions_workspace_id_idx on public.script_versions (workspace_id);
create index script_versions_saved_by_idx on public.script_versions (saved_by);

alter table public.scripts enable row level security;
alter table public.script_versions enable row level security;

-- Closed by default since 20261124000200; grant what the policies allow. The version, the
-- timestamps and the workspace are the database's to set (the workspace only on insert).
grant select, delete on public.scripts to authenticated;
grant insert (workspace_id, author_id, title, body, status, tags, compliance) on public.scripts to authenticated;
grant update (title, body, status, tags, compliance) on public.scripts to authenticated;
grant select on public.script_versions to authenticated;
grant all on public.scripts, public.script_versions to service_role;

-- Version keeping ----------------------------------------------------------------
-- Before a write: a new script starts at version 1; an update moves to the next version only
-- when the content changes. The workspace and the creation time never change.
create or replace function public.number_script_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  new.workspace_id := old.workspace_id;
  new.created_at := old.created_at;
  if (new.title, new.body, new.tags) is distinct from (old.title, old.body, old.tags) then
    new.version := old.version + 1;
  else
    new.version := old.version;
  end if;
  return new;
end;
$$;
revoke execute on function public.number_script_version() from public, anon, authenticated;

-- After a write that made a new version: keep its copy. Security definer because the API roles
-- may not write script_versions themselves.
create or replace function public.keep_script_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.version = old.version then
    return null;
  end if;
  insert into public.script_versions (script_id, workspace_id, version, title, body, tags, saved_by)
  values (new.id, new.workspace_id, new.version, new.title, new.body, new.tags, (select auth.uid()));
  return null;
end;
$$;
revoke execute on function public.keep_script_version() from public, anon, authenticated;

create trigger scripts_number_version
  before insert or update on public.scripts
  for each row execute function public.number_script_version();

create trigger scripts_touch_updated_at
  before update on public.scripts
  for each row execute function public.touch_updated_at();

create trigger scripts_keep_version
  after insert or update on public.scripts
  for each row execute function public.keep_script_version();

-- Policies: scripts --------------------------------------------------------------
create policy "Workspace members read its scripts" on public.scripts
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Members add scripts in their own name" on public.scripts
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners edit scripts" on public.scripts
  for update to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  )
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']));

create policy "Authors, admins and owners delete scripts" on public.scripts
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

-- Policies: script_versions (read only; written by keep_script_version) ---------------
create policy "Workspace members read its script versions" on public.script_versions
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

-- Public RPCs --------------------------------------------------------------------
-- Creates a script (p_script_id null) or saves it again. A save that changes nothing returns the
-- row as it is, with no new version and the same updated_at. p_status null keeps the status (a
-- new script is a draft); p_body null is an empty script; p_tags null is no tags.
create or replace function public.save_script(
  p_script_id uuid,
  p_workspace_id uuid,
  p_title text,
  p_body text,
  p_tags text[],
  p_status text
)
returns public.scripts
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_title text := pg_catalog.btrim(coalesce(p_title, ''));
  v_body text := coalesce(p_body, '');
  v_tags text[];
  v_status public.script_status;
  v_current public.scripts;
  v_saved public.scripts;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to save a script' using errcode = '42501';
  end if;
  if pg_catalog.char_length(v_title) = 0 then
    raise exception 'A script needs a title' using errcode = '22023';
  end if;
  if pg_catalog.char_length(v_title) > 200 then
    raise exception 'A script title can be at most 200 characters' using errcode = '22023';
  end if;
  if pg_catalog.char_length(v_body) > 200000 then
    raise exception 'A script can be at most 200,000 characters' using errcode = '22023';
  end if;
  if p_tags is not null and coalesce(pg_catalog.cardinality(p_tags), 0) > 20 then
    raise exception 'A script can have at most 20 tags' using errcode = '22023';
  end if;
  select coalesce(pg_catalog.array_agg(pg_catalog.btrim(t.tag) order by t.n), '{}')
    into v_tags
    from pg_catalog.unnest(coalesce(p_tags, '{}'::text[])) with ordinality as t(tag, n);
  if not public.script_tags_are_valid(v_tags) then
    raise exception 'Each tag must be 1 to 40 characters' using errcode = '22023';
  end if;
  if p_status is not null then
    if p_status not in (select pg_catalog.unnest(pg_catalog.enum_range(null::public.script_status))::text) then
      raise exception 'A script''s status is draft, in_review or approved' using errcode = '22023';
    end if;
    v_status := p_status::public.script_status;
  end if;

  if p_script_id is null then
    if p_workspace_id is null
       or not public.caller_has_workspace_role(p_workspace_id, array['owner', 'admin', 'member']) then
      raise exception 'You cannot add scripts to this workspace' using errcode = '42501';
    end if;
    insert into public.scripts (workspace_id, author_id, title, body, tags, status)
    values (p_workspace_id, (select auth.uid()), v_title, v_body, v_tags, coalesce(v_status, 'draft'))
    returning * into v_saved;
    return v_saved;
  end if;

  select * into v_current from public.scripts s where s.id = p_script_id;
  if not found or (p_workspace_id is not null and v_current.workspace_id <> p_workspace_id) then
    raise exception 'This script does not exist' using errcode = 'P0002';
  end if;
  if (v_current.title, v_current.body, v_current.tags, v_current.status)
     is not distinct from (v_title, v_body, v_tags, coalesce(v_status, v_current.status)) then
    return v_current;
  end if;
  update public.scripts s
     set title = v_title, body = v_body, tags = v_tags, status = coalesce(v_status, s.status)
   where s.id = p_script_id
  returning * into v_saved;
  if not found then
    raise exception 'You cannot edit this script' using errcode = '42501';
  end if;
  return v_saved;
end;
$$;

-- Makes a kept version's title, body and tags current again, as a new version (content equal
-- to the current one changes nothing, as an unchanged save does).
create or replace function public.restore_script_version(p_script_id uuid, p_version integer)
returns public.scripts
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_kept public.script_versions;
  v_saved public.scripts;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to restore a script' using errcode = '42501';
  end if;
  if p_script_id is null or p_version is null or p_version < 1 then
    raise exception 'Name a script and one of its versions' using errcode = '22023';
  end if;
  select * into v_kept from public.script_versions v where v.script_id = p_script_id and v.version = p_version;
  if not found then
    raise exception 'This version does not exist' using errcode = 'P0002';
  end if;
  update public.scripts s
     set title = v_kept.title, body = v_kept.body, tags = v_kept.tags
   where s.id = p_script_id
  returning * into v_saved;
  if not found then
    raise exception 'You cannot edit this script' using errcode = '42501';
  end if;
  return v_saved;
end;
$$;

revoke execute on function public.save_script(uuid, uuid, text, text, text[], text),
  public.restore_script_version(uuid, integer) from public, anon;
grant execute on function public.save_script(uuid, uuid, text, text, text[], text),
  public.restore_script_version(uuid, integer) to authenticated, service_role;
