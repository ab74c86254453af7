-- Live screens (issue 16): a change to a workspace's work reaches its members' open screens
-- within seconds. The database announces which table of which workspace changed, never the
-- rows: each screen reads them again under its own row level security.
--
-- Hosted, the announcement is a Realtime broadcast on the private topic 'workspace:<id>'
-- (realtime.send; Supabase Realtime delivers it only to callers the realtime.messages policy
-- below lets hear that topic: the workspace's members). Where there is no Realtime (local
-- mode's PGlite, the test server) it is a NOTIFY on 'workspace_changes', which the local backend
-- hears in every tab of the browser (PGliteWorker forwards its leader's notifications).
-- src/lib/live reads either and invalidates the screens' queries.

-- Announces that `changed_table` of `changed_workspace` changed: once per workspace and table in
-- a transaction (deleting 200 campaigns is one announcement). For the triggers below only.
create or replace function public.announce_change_of(changed_workspace uuid, changed_table text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  announced text := coalesce(current_setting('app.announced_workspace_changes', true), '');
  marker text := ' ' || changed_workspace::text || ':' || changed_table || ' ';
  payload jsonb := jsonb_build_object('workspace_id', changed_workspace, 'table', changed_table);
begin
  if changed_workspace is null or position(marker in announced) > 0 then
    return;
  end if;
  perform set_config('app.announced_workspace_changes', announced || marker, true);
  if to_regprocedure('realtime.send(jsonb, text, text, boolean)') is not null then
    perform realtime.send(payload, 'change', 'workspace:' || changed_workspace::text, true);
  else
    perform pg_notify('workspace_changes', payload::text);
  end if;
end;
$$;
revoke execute on function public.announce_change_of(uuid, text) from public, anon, authenticated, service_role;

-- The trigger of every table that carries workspace_id.
create or replace function public.announce_workspace_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.announce_change_of(
    case when tg_op = 'DELETE' then old.workspace_id else new.workspace_id end, tg_table_name);
  return null;
end;
$$;
revoke execute on function public.announce_workspace_change() from public, anon, authenticated, service_role;

-- The workspace tables whose changes other members see: every one of them carries workspace_id.
-- Tables added later attach the same trigger in their own migration.
do $$
declare
  live_table text;
begin
  foreach live_table in array array[
    'scripts', 'thumbnails', 'workspace_templates', 'videos', 'voiceovers', 'activity', 'workspace_members']
  loop
    execute format(
      'create trigger announce_change after insert or update or delete on public.%I
         for each row execute function public.announce_workspace_change()',
      live_table);
  end loop;
end;
$$;

-- Who may hear a topic: 'workspace:<id>' for the members of that workspace (viewers too),
-- nothing else. Read by the realtime.messages policy below (hosted), and tested on both engines.
create or replace function public.can_hear_workspace_topic(topic text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when topic ~ '^workspace:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then public.caller_has_workspace_role(substr(topic, 11)::uuid, array['owner', 'admin', 'member', 'viewer'])
    else false
  end;
$$;
revoke execute on function public.can_hear_workspace_topic(text) from public, anon;
grant execute on function public.can_hear_workspace_topic(text) to authenticated;

-- Hosted Realtime only: members hear their workspace's broadcasts; nobody sends on these topics
-- from a browser (no insert policy). Skipped where there is no realtime schema (PGlite).
do $$
begin
  if to_regclass('realtime.messages') is not null then
    drop policy if exists "Workspace members hear its changes" on realtime.messages;
    create policy "Workspace members hear its changes" on realtime.messages
      for select to authenticated
      using (realtime.messages.extension = 'broadcast' and public.can_hear_workspace_topic(realtime.topic()));
  end if;
end;
$$;
