-- Saved thumbnails and a workspace's own templates (issue 15, step 2: the database only).
--
-- Both belong to a workspace, not to their author, exactly as scripts do: when the author's
-- account is deleted the item stays with the workspace (author_id set null, shown as "Deleted
-- user"); a workspace deleted with its owner takes its items with it. Roles decide, through
-- caller_has_workspace_role only: viewers read; members create, and edit and delete what they
-- authored; admins and owners edit and delete anything; nobody outside the workspace sees a row
-- or a count. The author and the workspace are set on insert and never change afterwards.
--
-- The six built-in templates stay in code; workspace_templates holds only a workspace's own.
-- No RPCs: the policies, the column grants and the checks below hold every rule.

-- Helpers ----------------------------------------------------------------------
-- A template's sections: a JSON array of 1 to 30 {title, body} objects, each title 1 to 120
-- characters after trimming and each body at most 20,000 characters. Immutable and pure, so a
-- check constraint may call it; the API roles execute it whenever they write a template.
create or replace function public.template_sections_are_valid(sections jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(sections) = 'array'
    and case when pg_catalog.jsonb_typeof(sections) = 'array'
             then pg_catalog.jsonb_array_length(sections) between 1 and 30
                  and not exists (
                    select 1 from pg_catalog.jsonb_array_elements(sections) as s(section)
                     where case when pg_catalog.jsonb_typeof(s.section) = 'object'
                                 and (select pg_catalog.array_agg(k.key order by k.key)
                                        from pg_catalog.jsonb_object_keys(s.section) as k(key))
                                     = array['body', 'title']
                                 and pg_catalog.jsonb_typeof(s.section -> 'title') = 'string'
                                 and pg_catalog.jsonb_typeof(s.section -> 'body') = 'string'
                                then pg_catalog.char_length(pg_catalog.btrim(s.section ->> 'title')) not between 1 and 120
                                  or pg_catalog.char_length(s.section ->> 'body') > 20000
                                else true end)
             else false end,
    false)
$$;
revoke execute on function public.template_sections_are_valid(jsonb) from public, anon;
grant execute on function public.template_sections_are_valid(jsonb) to authenticated, service_role;

-- Before a write: the creation time is the database's; an update keeps the workspace and the
-- creation time (the column grants already keep the API roles from naming them). The author is
-- left alone so that deleting their account can still set it null.
create or replace function public.keep_workspace_item_origin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  new.workspace_id := old.workspace_id;
  new.created_at := old.created_at;
  return new;
end;
$$;
revoke execute on function public.keep_workspace_item_origin() from public, anon, authenticated;

-- Tables -----------------------------------------------------------------------
-- layers is the designer's layer list as it is. Images inside it are data URLs in the JSON for
-- now (no Storage bucket yet), which is why the byte bound is generous; the designer's canvas is
-- 1280x720.
create table public.thumbnails (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  width integer not null check (width between 1 and 4096),
  height integer not null check (height between 1 and 4096),
  layers jsonb not null default '[]',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint thumbnails_layers_are_a_list check (jsonb_typeof(layers) = 'array'),
  constraint thumbnails_at_most_200_layers check (
    case when jsonb_typeof(layers) = 'array' then jsonb_array_length(layers) <= 200 else false end
  ),
  constraint thumbnails_layers_at_most_2000000_bytes check (octet_length(layers::text) <= 2000000)
);
create index thumbnails_workspace_id_idx on public.thumbnails (workspace_id, updated_at desc);
create index thumbnails_author_id_idx on public.thumbnails (author_id);

create table public.workspace_templates (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  category text not null check (char_length(btrim(category)) between 1 and 40),
  description text not null default '' check (char_length(description) <= 500),
  sections jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workspace_templates_sections_are_valid check (public.template_sections_are_valid(sections))
);
-- One name per workspace, whatever its case and surrounding spaces, so an import cannot silently
-- add a duplicate.
create unique index workspace_templates_one_name_per_workspace
  on public.workspace_templates (workspace_id, lower(btrim(name)));
create index workspace_templates_author_id_idx on public.workspace_templates (author_id);

alter table public.thumbnails enable row level security;
alter table public.workspace_templates enable row level security;

-- Closed by default since 20261124000200; grant what the policies allow. The timestamps are the
-- database's to set; the workspace and the author only on insert.
grant select, delete on public.thumbnails, public.workspace_templates to authenticated;
grant insert (workspace_id, author_id, name, width, height, layers) on public.thumbnails to authenticated;
grant update (name, width, height, layers) on public.thumbnails to authenticated;
grant insert (workspace_id, author_id, name, category, description, sections)
  on public.workspace_templates to authenticated;
grant update (name, category, description, sections) on public.workspace_templates to authenticated;
grant all on public.thumbnails, public.workspace_templates to service_role;

-- Triggers -----------------------------------------------------------------------
create trigger thumbnails_keep_origin
  before insert or update on public.thumbnails
  for each row execute function public.keep_workspace_item_origin();

create trigger thumbnails_touch_updated_at
  before update on public.thumbnails
  for each row execute function public.touch_updated_at();

create trigger workspace_templates_keep_origin
  before insert or update on public.workspace_templates
  for each row execute function public.keep_workspace_item_origin();

create trigger workspace_templates_touch_updated_at
  before update on public.workspace_templates
  for each row execute function public.touch_updated_at();

-- Policies: thumbnails -------------------------------------------------------------
create policy "Workspace members read its thumbnails" on public.thumbnails
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Members add thumbnails in their own name" on public.thumbnails
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners edit thumbnails" on public.thumbnails
  for update to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  )
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']));

create policy "Authors, admins and owners delete thumbnails" on public.thumbnails
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

-- Policies: workspace_templates -----------------------------------------------------
create policy "Workspace members read its templates" on public.workspace_templates
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Members add templates in their own name" on public.workspace_templates
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners edit templates" on public.workspace_templates
  for update to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  )
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']));

create policy "Authors, admins and owners delete templates" on public.workspace_templates
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );
