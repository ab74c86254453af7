-- Collaboration stored and shared (issue 16): a workspace's projects, who is assigned to them, and
-- their comments.
--
-- Roles decide, through caller_has_workspace_role only: viewers read (comments too); members
-- create projects, and edit and delete what they created; admins and owners edit and delete
-- anything. An assignee is a member of the project's workspace, and assignments are set with the
-- project by whoever may change it. A comment is added through add_project_comment, once per send
-- (its idempotency key), by anyone but a viewer; its author edits it, and its author, an admin or
-- an owner deletes it.
--
-- Every workspace starts with the spec's sample projects, comments and activity feed (rows marked
-- is_sample; the people in them are not accounts). Real changes are told in `activity`
-- (20261125000100) by the security-definer functions below; the seeding records nothing.

-- Types ------------------------------------------------------------------------
create type public.project_status as enum ('in_progress', 'review', 'completed');
create type public.project_priority as enum ('high', 'medium', 'low');

-- Tables -----------------------------------------------------------------------
create table public.projects (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 5000),
  status public.project_status not null default 'in_progress',
  priority public.project_priority not null default 'medium',
  due_date date,
  progress integer not null default 0 check (progress between 0 and 100),
  -- Sample rows only: the spec's assignees (name, avatar initials, job title), who are not users.
  sample_assignees jsonb,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint projects_sample_assignees_only_on_samples check (
    sample_assignees is null or (is_sample and jsonb_typeof(sample_assignees) = 'array')
  )
);
create index projects_workspace_recent on public.projects (workspace_id, created_at desc);
create index projects_author_id_idx on public.projects (author_id);

create table public.project_assignees (
  project_id uuid not null references public.projects (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (project_id, user_id)
);
create index project_assignees_user_id_idx on public.project_assignees (user_id);

create table public.project_comments (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  -- Always the project's (set by keep_project_comment_identity), so policies read it directly.
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  body text not null check (char_length(body) between 1 and 2000 and body = btrim(body)),
  -- One per send: the same send arriving twice (a double click, a retry) is stored once.
  idempotency_key uuid,
  -- Sample rows only: who wrote it, in the spec's words.
  sample_author_name text check (char_length(sample_author_name) between 1 and 100),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  constraint project_comments_sample_author_only_on_samples check (sample_author_name is null or is_sample),
  constraint project_comments_one_per_send unique (author_id, idempotency_key)
);
create index project_comments_project_order on public.project_comments (project_id, created_at desc, id desc);
create index project_comments_workspace_id_idx on public.project_comments (workspace_id);

alter table public.projects enable row level security;
alter table public.project_assignees enable row level security;
alter table public.project_comments enable row level security;

-- Closed by default since 20261124000200; grant what the policies allow. The workspace, the sample
-- marks and the timestamps are the database's to set (the workspace only on insert). Comments are
-- added only through add_project_comment.
grant select, delete on public.projects to authenticated;
grant insert (workspace_id, author_id, name, description, status, priority, due_date, progress)
  on public.projects to authenticated;
grant update (name, description, status, priority, due_date, progress) on public.projects to authenticated;
grant select, insert, delete on public.project_assignees to authenticated;
grant select, delete on public.project_comments to authenticated;
grant update (body) on public.project_comments to authenticated;
grant all on public.projects, public.project_assignees, public.project_comments to service_role;

-- Policies: projects -------------------------------------------------------------
create policy "Workspace members read its projects" on public.projects
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Members add projects in their own name" on public.projects
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners edit projects" on public.projects
  for update to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  )
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']));

create policy "Authors, admins and owners delete projects" on public.projects
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

-- Policies: project_assignees (read with the project; set by whoever may change it) -------------
create policy "Workspace members read project assignees" on public.project_assignees
  for select to authenticated
  using (exists (
    select 1 from public.projects p
     where p.id = project_id
       and public.caller_has_workspace_role(p.workspace_id, array['owner', 'admin', 'member', 'viewer'])
  ));

create policy "Those who may change a project assign it" on public.project_assignees
  for insert to authenticated
  with check (exists (
    select 1 from public.projects p
     where p.id = project_id
       and (public.caller_has_workspace_role(p.workspace_id, array['owner', 'admin'])
            or (p.author_id = (select auth.uid())
                and public.caller_has_workspace_role(p.workspace_id, array['member'])))
  ));

create policy "Those who may change a project unassign it" on public.project_assignees
  for delete to authenticated
  using (exists (
    select 1 from public.projects p
     where p.id = project_id
       and (public.caller_has_workspace_role(p.workspace_id, array['owner', 'admin'])
            or (p.author_id = (select auth.uid())
                and public.caller_has_workspace_role(p.workspace_id, array['member'])))
  ));

-- Policies: project_comments -----------------------------------------------------
create policy "Workspace members read its project comments" on public.project_comments
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Authors edit their own comments" on public.project_comments
  for update to authenticated
  using (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  )
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners delete comments" on public.project_comments
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

-- Integrity triggers ---------------------------------------------------------------
-- A project keeps its workspace, author, sample marks and creation time.
create or replace function public.keep_project_identity()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.workspace_id := old.workspace_id;
  new.created_at := old.created_at;
  new.is_sample := old.is_sample;
  new.sample_assignees := old.sample_assignees;
  if new.author_id is not null then
    new.author_id := old.author_id;
  end if;
  return new;
end;
$$;
revoke execute on function public.keep_project_identity() from public, anon, authenticated;

create trigger projects_keep_identity
  before update on public.projects
  for each row execute function public.keep_project_identity();

create trigger projects_touch_updated_at
  before update on public.projects
  for each row execute function public.touch_updated_at();

-- An assignee is a member of the project's workspace. Security definer: the check reads the
-- workspace's members whoever assigns.
create or replace function public.check_project_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1
      from public.projects p
      join public.workspace_members m on m.workspace_id = p.workspace_id
     where p.id = new.project_id and m.user_id = new.user_id
  ) then
    raise exception 'An assignee must be a member of the project''s workspace' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function public.check_project_assignee() from public, anon, authenticated;

create trigger project_assignees_are_members
  before insert or update on public.project_assignees
  for each row execute function public.check_project_assignee();

-- Someone who leaves a workspace is no longer assigned to its projects.
create or replace function public.unassign_departed_member()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.project_assignees a
   using public.projects p
   where p.id = a.project_id and p.workspace_id = old.workspace_id and a.user_id = old.user_id;
  return null;
end;
$$;
revoke execute on function public.unassign_departed_member() from public, anon, authenticated;

create trigger workspace_members_unassign_projects
  after delete on public.workspace_members
  for each row execute function public.unassign_departed_member();

-- A comment belongs to its project's workspace; once written only its body (and with it
-- edited_at) changes. Security definer: it reads the project whoever writes.
create or replace function public.keep_project_comment_identity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.workspace_id := (select p.workspace_id from public.projects p where p.id = new.project_id);
    return new;
  end if;
  new.project_id := old.project_id;
  new.workspace_id := old.workspace_id;
  new.idempotency_key := old.idempotency_key;
  new.created_at := old.created_at;
  new.is_sample := old.is_sample;
  new.sample_author_name := old.sample_author_name;
  if new.author_id is not null then
    new.author_id := old.author_id;
  end if;
  if new.body is distinct from old.body then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end;
$$;
revoke execute on function public.keep_project_comment_identity() from public, anon, authenticated;

create trigger project_comments_keep_identity
  before insert or update on public.project_comments
  for each row execute function public.keep_project_comment_identity();

-- Activity ----------------------------------------------------------------------
-- What an update changed, as the feed's detail: "moved to review", "progress 60%".
create or replace function public.project_change_detail(old_row public.projects, new_row public.projects)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(pg_catalog.concat_ws(', ',
    case when new_row.status is distinct from old_row.status then
      case new_row.status
        when 'in_progress' then 'moved to in progress'
        when 'review' then 'moved to review'
        else 'marked as completed'
      end
    end,
    case when new_row.progress is distinct from old_row.progress then
      'progress ' || new_row.progress || '%'
    end), '')
$$;
revoke execute on function public.project_change_detail(public.projects, public.projects) from public, anon, authenticated;

-- Tells the feed about real changes: a project created (not a sample seeded), changed in what
-- people see (an author's account going, which sets author_id null, is no change), or deleted
-- (not when its whole workspace goes).
create or replace function public.record_project_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not new.is_sample then
      perform public.record_activity(new.workspace_id, 'project_created', new.name);
    end if;
  elsif tg_op = 'UPDATE' then
    if (new.name, new.description, new.status, new.priority, new.due_date, new.progress)
       is distinct from (old.name, old.description, old.status, old.priority, old.due_date, old.progress) then
      perform public.record_activity(new.workspace_id, 'project_updated', new.name,
                                     public.project_change_detail(old, new));
    end if;
  elsif exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
    perform public.record_activity(old.workspace_id, 'project_deleted', old.name);
  end if;
  return null;
end;
$$;
revoke execute on function public.record_project_activity() from public, anon, authenticated;

create trigger projects_record_activity
  after insert or update or delete on public.projects
  for each row execute function public.record_project_activity();

-- Public RPCs --------------------------------------------------------------------
-- Creates a project with its assignees, in one transaction. Security invoker: the policies
-- decide who may create it and assign it; the assignee trigger refuses anyone outside the
-- workspace.
create or replace function public.create_project(
  p_workspace_id uuid,
  p_name text,
  p_description text,
  p_status public.project_status,
  p_priority public.project_priority,
  p_due_date date,
  p_assignee_ids uuid[]
)
returns public.projects
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_saved public.projects;
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to create a project' using errcode = '42501';
  end if;
  if p_workspace_id is null
     or not public.caller_has_workspace_role(p_workspace_id, array['owner', 'admin', 'member']) then
    raise exception 'You cannot add projects to this workspace' using errcode = '42501';
  end if;
  insert into public.projects (workspace_id, author_id, name, description, status, priority, due_date)
  values (p_workspace_id, (select auth.uid()), pg_catalog.btrim(coalesce(p_name, '')),
          coalesce(p_description, ''), coalesce(p_status, 'in_progress'),
          coalesce(p_priority, 'medium'), p_due_date)
  returning * into v_saved;
  insert into public.project_assignees (project_id, user_id)
  select distinct v_saved.id, a.user_id
    from pg_catalog.unnest(coalesce(p_assignee_ids, '{}'::uuid[])) as a(user_id);
  return v_saved;
end;
$$;

-- Replaces a project's assignees with `p_assignee_ids`, in one transaction (as the policies allow).
create or replace function public.set_project_assignees(p_project_id uuid, p_assignee_ids uuid[])
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_project public.projects;
begin
  select * into v_project from public.projects p where p.id = p_project_id;
  if not found then
    raise exception 'This project does not exist' using errcode = 'P0002';
  end if;
  if not (public.caller_has_workspace_role(v_project.workspace_id, array['owner', 'admin'])
          or (v_project.author_id = (select auth.uid())
              and public.caller_has_workspace_role(v_project.workspace_id, array['member']))) then
    raise exception 'You cannot change this project' using errcode = '42501';
  end if;
  delete from public.project_assignees a
   where a.project_id = p_project_id
     and not (a.user_id = any (coalesce(p_assignee_ids, '{}'::uuid[])));
  insert into public.project_assignees (project_id, user_id)
  select distinct p_project_id, a.user_id
    from pg_catalog.unnest(coalesce(p_assignee_ids, '{}'::uuid[])) as a(user_id)
  on conflict do nothing;
end;
$$;

-- Adds a comment once per send. The same key with the same body (a double click, a retry)
-- returns the comment already stored; the same key with another body is refused. Security
-- definer with explicit role checks: nobody inserts comments any other way, so a comment always
-- has its author, its key and its event in the feed.
create or replace function public.add_project_comment(
  p_project_id uuid,
  p_body text,
  p_idempotency_key uuid
)
returns public.project_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_body text := pg_catalog.btrim(coalesce(p_body, ''));
  v_project public.projects;
  v_saved public.project_comments;
begin
  if v_uid is null then
    raise exception 'Sign in to comment' using errcode = '42501';
  end if;
  if pg_catalog.char_length(v_body) = 0 then
    raise exception 'A comment cannot be blank' using errcode = '22023';
  end if;
  if pg_catalog.char_length(v_body) > 2000 then
    raise exception 'A comment can be at most 2,000 characters' using errcode = '22023';
  end if;
  if p_idempotency_key is null then
    raise exception 'A comment needs an idempotency key' using errcode = '22023';
  end if;
  select * into v_project from public.projects p where p.id = p_project_id;
  if not found
     or not public.caller_has_workspace_role(v_project.workspace_id, array['owner', 'admin', 'member']) then
    raise exception 'You cannot comment on this project' using errcode = '42501';
  end if;

  insert into public.project_comments (project_id, workspace_id, author_id, body, idempotency_key)
  values (p_project_id, v_project.workspace_id, v_uid, v_body, p_idempotency_key)
  on conflict (author_id, idempotency_key) do nothing
  returning * into v_saved;
  if found then
    perform public.record_activity(v_project.workspace_id, 'comment_added', v_project.name);
    return v_saved;
  end if;

  select * into v_saved from public.project_comments c
   where c.author_id = v_uid and c.idempotency_key = p_idempotency_key;
  if v_saved.project_id is distinct from p_project_id or v_saved.body is distinct from v_body then
    raise exception 'This comment was already sent with other words; send it again as a new comment'
      using errcode = '22023';
  end if;
  return v_saved;
end;
$$;

revoke execute on function public.create_project(uuid, text, text, public.project_status, public.project_priority, date, uuid[]),
  public.set_project_assignees(uuid, uuid[]),
  public.add_project_comment(uuid, text, uuid) from public, anon;
grant execute on function public.create_project(uuid, text, text, public.project_status, public.project_priority, date, uuid[]),
  public.set_project_assignees(uuid, uuid[]),
  public.add_project_comment(uuid, text, uuid) to authenticated, service_role;

-- What a list shows of each project: its comment count and assignees with it, in one read (the
-- API reads no embedded relations). Read under the tables' own policies.
create or replace view public.project_overview
with (security_invoker = true)
as
select p.id, p.workspace_id, p.author_id, p.name, p.description, p.status, p.priority, p.due_date,
       p.progress, p.sample_assignees, p.is_sample, p.created_at, p.updated_at,
       (select count(*) from public.project_comments c where c.project_id = p.id)::integer as comment_count,
       array(select a.user_id from public.project_assignees a where a.project_id = p.id order by a.user_id)
         as assignee_ids
  from public.projects p;

comment on view public.project_overview is
  'A workspace''s projects with their comment counts and assignees, read under each table''s policies.';

revoke all on public.project_overview from public, anon, authenticated;
grant select on public.project_overview to authenticated;
grant select on public.project_overview to service_role;

-- Sample content -------------------------------------------------------------------
-- The spec's sample projects (src/data/collaboration.ts), their comments and the sample activity
-- feed, with dates relative to now so they look current. Not events: nothing is recorded.
create or replace function public.seed_sample_projects(p_workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sarah jsonb := '{"name": "Sarah Chen", "avatar": "SC", "role": "Creative Director"}';
  marcus jsonb := '{"name": "Marcus Johnson", "avatar": "MJ", "role": "Video Editor"}';
  priya jsonb := '{"name": "Priya Patel", "avatar": "PP", "role": "Content Creator"}';
  david jsonb := '{"name": "David Kim", "avatar": "DK", "role": "Marketing Manager"}';
  elena jsonb := '{"name": "Elena Rossi", "avatar": "ER", "role": "Motion Designer"}';
  v_launch uuid;
  v_tutorials uuid;
  v_recap uuid;
begin
  insert into public.projects (workspace_id, author_id, name, description, status, priority, due_date,
                               progress, sample_assignees, is_sample, created_at)
  values (p_workspace_id, null, 'Summer Product Launch',
          'Three 30-second pre-roll ads and a 60-second hero video for the summer collection.',
          'in_progress', 'high', current_date + 11, 65, jsonb_build_array(sarah, marcus, david), true,
          now() - interval '3 weeks')
  returning id into v_launch;
  insert into public.projects (workspace_id, author_id, name, description, status, priority, due_date,
                               progress, sample_assignees, is_sample, created_at)
  values (p_workspace_id, null, 'Tutorial Series: Editing Basics',
          'Eight short tutorials on cutting, colour and sound for new creators.',
          'review', 'medium', current_date + 4, 90, jsonb_build_array(priya, marcus), true,
          now() - interval '4 weeks')
  returning id into v_tutorials;
  insert into public.projects (workspace_id, author_id, name, description, status, priority, due_date,
                               progress, sample_assignees, is_sample, created_at)
  values (p_workspace_id, null, 'Holiday Campaign Thumbnails',
          'A/B thumbnail sets for the five holiday campaign videos.',
          'in_progress', 'high', current_date + 7, 40, jsonb_build_array(elena, sarah), true,
          now() - interval '2 weeks');
  insert into public.projects (workspace_id, author_id, name, description, status, priority, due_date,
                               progress, sample_assignees, is_sample, created_at)
  values (p_workspace_id, null, 'Q3 Brand Partnership Recap',
          'Performance recap video and report for the Q3 sponsor partners.',
          'completed', 'low', current_date - 40, 100, jsonb_build_array(david, priya), true,
          now() - interval '8 weeks')
  returning id into v_recap;

  insert into public.project_comments (project_id, workspace_id, author_id, body, sample_author_name,
                                       is_sample, created_at)
  values
    (v_launch, p_workspace_id, null, 'Rough cut of the hero video is in the shared folder.', 'Sarah Chen',
     true, now() - interval '2 hours'),
    (v_launch, p_workspace_id, null, 'Can we tighten the hook to under 5 seconds?', 'David Kim',
     true, now() - interval '1 hour'),
    (v_tutorials, p_workspace_id, null, 'Episodes 1 to 6 are ready for review.', 'Priya Patel',
     true, now() - interval '1 day'),
    (v_recap, p_workspace_id, null, 'Sent to all three partners. Great work, everyone!', 'David Kim',
     true, now() - interval '5 weeks');

  insert into public.activity (workspace_id, actor_id, kind, subject, actor_name, action, is_sample, created_at)
  values
    (p_workspace_id, null, 'sample', 'Summer Product Launch', 'David Kim', 'commented on', true,
     now() - interval '1 hour'),
    (p_workspace_id, null, 'sample', 'Summer Product Launch', 'Sarah Chen', 'uploaded a rough cut to', true,
     now() - interval '2 hours'),
    (p_workspace_id, null, 'sample', 'Holiday Campaign Thumbnails', 'Elena Rossi', 'added 4 thumbnails to', true,
     now() - interval '3 hours'),
    (p_workspace_id, null, 'sample', 'Tutorial Series: Editing Basics', 'Marcus Johnson', 'moved to review', true,
     now() - interval '5 hours'),
    (p_workspace_id, null, 'sample', 'Tutorial Series: Editing Basics', 'Priya Patel', 'completed episode 6 of',
     true, now() - interval '1 day'),
    (p_workspace_id, null, 'sample', 'Q3 Brand Partnership Recap', 'David Kim', 'marked as completed', true,
     now() - interval '5 weeks');
end;
$$;
revoke execute on function public.seed_sample_projects(uuid) from public, anon, authenticated;

create or replace function public.seed_new_workspace_projects()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.seed_sample_projects(new.id);
  return null;
end;
$$;
revoke execute on function public.seed_new_workspace_projects() from public, anon, authenticated;

create trigger workspaces_seed_sample_projects
  after insert on public.workspaces
  for each row execute function public.seed_new_workspace_projects();

-- Existing workspaces get the samples once, now.
select public.seed_sample_projects(w.id) from public.workspaces w;
