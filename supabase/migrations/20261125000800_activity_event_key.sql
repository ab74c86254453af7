-- The feed is read a page at a time, newest first. Events written in one transaction share
-- now(), so paging by time alone skipped those that shared the last shown event's time. Each
-- event gets a key (event_key) that is unique and never changes: the source table and its row's
-- primary key. Pages are read in the order (occurred_at, event_key).
--
-- The view as in 20261125000100, with event_key added at the end (a view only gains columns
-- there); the script branch's subquery also carries the version's id.
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
       false as is_sample,
       'script_version:' || sv.id as event_key
  from (
    select v.id, v.workspace_id, v.script_id, v.saved_by, v.saved_at,
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
       null, null, null, false,
       'video:' || v.id
  from public.videos v
union all
select vo.workspace_id,
       'voiceover_made',
       vo.author_id,
       left(btrim(split_part(vo.text, E'\n', 1)), 120),
       vo.created_at,
       null, null, null, false,
       'voiceover:' || vo.id
  from public.voiceovers vo
union all
select t.workspace_id,
       'thumbnail_saved',
       t.author_id,
       t.name,
       t.updated_at,
       null, null, null, false,
       'thumbnail:' || t.id
  from public.thumbnails t
union all
select m.workspace_id,
       'member_joined',
       m.user_id,
       null,
       m.created_at,
       null, null, null, false,
       -- A membership's key is its workspace and person.
       'member:' || m.workspace_id || ':' || m.user_id
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
       a.is_sample,
       'activity:' || a.id
  from public.activity a;

comment on view public.workspace_activity is
  'A workspace''s events (its tables'' and the activity table''s), read under each table''s policies.';
comment on column public.workspace_activity.event_key is
  'Unique per event and never changed: its table and row. Pages are read by (occurred_at, event_key).';

revoke all on public.workspace_activity from public, anon, authenticated;
grant select on public.workspace_activity to authenticated;
