-- The team's activity feed (issue 16): events the tables cannot tell by themselves, such as a
-- campaign paused, a comment added or a scheduled task that came due. Rows are written only by
-- the database (record_activity, called from security-definer triggers and functions of the
-- tables that own the events), so nobody can forge one; every member of the workspace (viewers
-- too) reads them. The spec's sample feed is seeded as rows marked is_sample, told by a name
-- (actor_name) and their own phrase (action), since no account did them.
--
-- workspace_activity (20261124001100) gains these rows, so the Dashboard home and the
-- Collaboration Activity tab read one feed; and a script's autosaves in one sitting are one event.

create table public.activity (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  -- Who did it: null for sample rows, for the scheduler, and once the account is gone.
  actor_id uuid references auth.users (id) on delete set null,
  kind text not null constraint activity_kind_is_known check (kind in (
    'campaign_created', 'campaign_updated', 'campaign_paused', 'campaign_resumed', 'campaign_deleted',
    'project_created', 'project_updated', 'project_deleted', 'comment_added',
    'workflow_created', 'task_scheduled', 'task_completed', 'task_failed', 'ab_test_created',
    'sample')),
  subject text check (char_length(subject) <= 300),
  -- What else the sentence needs: the new status, a failure's reason.
  detail text check (char_length(detail) <= 500),
  -- Sample rows only: who did it and what, in the spec's words.
  actor_name text check (char_length(actor_name) <= 100),
  action text check (char_length(action) <= 200),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  constraint activity_sample_rows_say_who_and_what check (
    (kind = 'sample') = (is_sample and actor_name is not null and action is not null)
  )
);
create index activity_workspace_recent on public.activity (workspace_id, created_at desc);
create index activity_actor_id_idx on public.activity (actor_id);

comment on table public.activity is
  'A workspace''s events that its tables cannot tell (campaign paused, comment added, task due). Written by the database only.';

alter table public.activity enable row level security;

-- Closed by default since 20261124000200: members read; nobody writes through the API.
grant select on public.activity to authenticated;
grant select, insert, delete on public.activity to service_role;

create policy "Workspace members read its activity" on public.activity
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

-- Records an event done by the caller (auth.uid(); null when the scheduler does it). For the
-- database's own triggers and functions only: nobody may call it through the API.
create or replace function public.record_activity(
  p_workspace_id uuid,
  p_kind text,
  p_subject text,
  p_detail text default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.activity (workspace_id, actor_id, kind, subject, detail)
  values (p_workspace_id, auth.uid(), p_kind, left(p_subject, 300), left(p_detail, 500));
$$;
revoke execute on function public.record_activity(uuid, text, text, text) from public, anon, authenticated, service_role;

-- One feed: the events told by the tables (20261124001100) and these. actor_name, action and
-- detail are null for the former; columns are added at the end, as a view allows.
create or replace view public.workspace_activity
with (security_invoker = true)
as
select sv.workspace_id,
       'script_saved'::text as kind,
       sv.saved_by as actor_id,
       s.title as subject,
       sv.saved_at as occurred_at,
       null::text as actor_name,
       null::text as action,
       null::text as detail,
       false as is_sample
  from (
    select v.workspace_id, v.script_id, v.saved_by, v.saved_at,
           lead(v.saved_at) over next_save as next_saved_at,
           lead(v.saved_by) over next_save as next_saved_by
      from public.script_versions v
    -- Partitioned by workspace first, so a reader's workspace filter reaches the table.
    window next_save as (partition by v.workspace_id, v.script_id order by v.version)
  ) sv
  join public.scripts s on s.id = sv.script_id
 -- A writing session is one event: the Video Creator saves every few seconds while someone types,
 -- so a version followed within 10 minutes by the same person's next one is not told.
 where sv.next_saved_at is null
    or sv.next_saved_by is distinct from sv.saved_by
    or sv.next_saved_at > sv.saved_at + interval '10 minutes'
union all
select v.workspace_id,
       'video_generated',
       v.user_id,
       coalesce(nullif(btrim(v.title), ''),
                nullif(left(btrim(split_part(coalesce(v.script, ''), E'\n', 1)), 120), '')),
       v.created_at,
       null, null, null, false
  from public.videos v
union all
select vo.workspace_id,
       'voiceover_made',
       vo.author_id,
       left(btrim(split_part(vo.text, E'\n', 1)), 120),
       vo.created_at,
       null, null, null, false
  from public.voiceovers vo
union all
select t.workspace_id,
       'thumbnail_saved',
       t.author_id,
       t.name,
       t.updated_at,
       null, null, null, false
  from public.thumbnails t
union all
select m.workspace_id,
       'member_joined',
       m.user_id,
       null,
       m.created_at,
       null, null, null, false
  from public.workspace_members m
 where m.role <> 'owner'
union all
select a.workspace_id,
       a.kind,
       a.actor_id,
       a.subject,
       a.created_at,
       a.actor_name,
       a.action,
       a.detail,
       a.is_sample
  from public.activity a;

comment on view public.workspace_activity is
  'A workspace''s events (its tables'' and the activity table''s), read under each table''s policies.';

revoke all on public.workspace_activity from public, anon, authenticated;
grant select on public.workspace_activity to authenticated;
