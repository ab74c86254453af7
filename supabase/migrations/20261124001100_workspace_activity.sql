-- A workspace's recent events for the Dashboard home (issue 15): scripts saved, videos
-- generated, voice-overs made, thumbnails saved and members who joined.
--
-- A view that runs as its reader (security_invoker), so each underlying table's own policies
-- decide what the caller sees: a workspace's members (viewers too) see its events, anyone else
-- none. actor_id is null when the account that did it is gone. The owner joining their own
-- workspace is no event: they made it.

create or replace view public.workspace_activity
with (security_invoker = true)
as
select sv.workspace_id,
       'script_saved'::text as kind,
       sv.saved_by as actor_id,
       s.title as subject,
       sv.saved_at as occurred_at
  from public.script_versions sv
  join public.scripts s on s.id = sv.script_id
union all
select v.workspace_id,
       'video_generated',
       v.user_id,
       coalesce(nullif(btrim(v.title), ''),
                nullif(left(btrim(split_part(coalesce(v.script, ''), E'\n', 1)), 120), '')),
       v.created_at
  from public.videos v
union all
select vo.workspace_id,
       'voiceover_made',
       vo.author_id,
       left(btrim(split_part(vo.text, E'\n', 1)), 120),
       vo.created_at
  from public.voiceovers vo
union all
select t.workspace_id,
       'thumbnail_saved',
       t.author_id,
       t.name,
       t.updated_at
  from public.thumbnails t
union all
select m.workspace_id,
       'member_joined',
       m.user_id,
       null,
       m.created_at
  from public.workspace_members m
 where m.role <> 'owner';

comment on view public.workspace_activity is
  'A workspace''s events (script saved, video generated, voice-over made, thumbnail saved, member joined), read under each table''s policies.';

-- Hosted Supabase grants everything on new views to the API roles: keep only reading, for
-- signed-in users (the policies behind the view decide which rows).
revoke all on public.workspace_activity from public, anon, authenticated;
grant select on public.workspace_activity to authenticated;
