-- Voice-overs in the workspace, with their audio kept (issue 15). A voice-over belongs to a
-- workspace, which every member reads, so it can be played and downloaded again later. The
-- text-to-speech function records it after charging the member who made it (service role only,
-- through record_voiceover); nobody edits one afterwards. Its audio is kept either in the private
-- Storage bucket `voiceovers` at '<workspace_id>/<voiceover_id>.<ext>' (hosted) or, where the
-- server has no Storage (local mode), in voiceover_audio.
--
-- Roles decide through caller_has_workspace_role only: every member (viewers too) reads; the
-- author (a member), admins and owners delete. A deleted author's voice-overs stay with a
-- workspace they did not own (author_id set null); a workspace deleted with its owner takes its
-- voice-overs with it.

-- Tables -------------------------------------------------------------------------
create table public.voiceovers (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  script_id uuid references public.scripts (id) on delete set null,
  script_version integer constraint voiceovers_script_version_is_positive check (script_version >= 1),
  voice text not null check (char_length(btrim(voice)) between 1 and 100),
  text text not null check (char_length(btrim(text)) between 1 and 5000),
  content_type text not null check (content_type like 'audio/%' and char_length(content_type) <= 100),
  byte_size integer not null check (byte_size between 1 and 20971520),
  storage_path text,
  created_at timestamptz not null default now(),
  -- The path's first folder is the workspace: the Storage policies below read it from there.
  constraint voiceovers_storage_path_in_its_workspace check (
    storage_path is null
    or storage_path ~ ('^' || workspace_id::text || '/' || id::text || '\.[a-z0-9]{1,10}$')
  )
);
create index voiceovers_workspace_recent on public.voiceovers (workspace_id, created_at desc);
create index voiceovers_author_id_idx on public.voiceovers (author_id);
create index voiceovers_script_id_idx on public.voiceovers (script_id);

comment on table public.voiceovers is
  'Voice-overs made in a workspace. Members read them; the text-to-speech function records them (record_voiceover).';
comment on column public.voiceovers.storage_path is
  'Where the audio is in the voiceovers Storage bucket (hosted); null when it is in voiceover_audio.';

-- The audio itself, for servers without Storage (local mode keeps it in the browser's database).
create table public.voiceover_audio (
  voiceover_id uuid primary key references public.voiceovers (id) on delete cascade,
  audio bytea not null check (octet_length(audio) between 1 and 20971520)
);

alter table public.voiceovers enable row level security;
alter table public.voiceover_audio enable row level security;

-- Closed by default since 20261124000200. Members read and delete as the policies allow; only
-- the service role writes, and nobody updates.
grant select, delete on public.voiceovers to authenticated;
grant select on public.voiceover_audio to authenticated;
grant select, insert, delete on public.voiceovers, public.voiceover_audio to service_role;

-- Policies -------------------------------------------------------------------------
create policy "Workspace members read its voice-overs" on public.voiceovers
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Authors, admins and owners delete voice-overs" on public.voiceovers
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

create policy "Workspace members read its voice-overs' audio" on public.voiceover_audio
  for select to authenticated
  using (
    exists (
      select 1 from public.voiceovers v
       where v.id = voiceover_id
         and public.caller_has_workspace_role(v.workspace_id, array['owner', 'admin', 'member', 'viewer'])
    )
  );

-- Functions -----------------------------------------------------------------------
-- Refuses, before anything is spent, a voice-over the user may not make there: the user must be a
-- member, admin or owner of the workspace, and a script must be one of that workspace's. Raises;
-- returns nothing. Service role only (the text-to-speech function).
create or replace function public.check_voiceover_target(
  p_user_id uuid,
  p_workspace_id uuid,
  p_script_id uuid,
  p_script_version integer
)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if p_user_id is null or p_workspace_id is null or not exists (
    select 1 from public.workspace_members m
     where m.workspace_id = p_workspace_id and m.user_id = p_user_id
       and m.role in ('owner', 'admin', 'member')
  ) then
    raise exception 'You can''t create voice-overs in this workspace'
      using errcode = '42501', hint = 'voiceover_forbidden';
  end if;
  if p_script_id is not null
     and not exists (select 1 from public.scripts s where s.id = p_script_id and s.workspace_id = p_workspace_id) then
    raise exception 'The script is not in this workspace' using errcode = '22023';
  end if;
  if p_script_version is not null and (p_script_id is null or p_script_version < 1) then
    raise exception 'A script version needs its script' using errcode = '22023';
  end if;
end;
$$;
revoke execute on function public.check_voiceover_target(uuid, uuid, uuid, integer) from public, anon, authenticated;
grant execute on function public.check_voiceover_target(uuid, uuid, uuid, integer) to service_role;

-- Records a voice-over the user paid for; returns its id. The audio is either in Storage
-- (p_storage_path) or given here (p_audio_base64: base64 text, because the local backend's
-- PGlite takes no bytea parameter as text, as record_voice_render), never both. p_voiceover_id names the row (the
-- function passes the id its usage entry carries), so recording the same voice-over again
-- records nothing and answers the same id. Service role only.
create or replace function public.record_voiceover(
  p_user_id uuid,
  p_workspace_id uuid,
  p_script_id uuid,
  p_script_version integer,
  p_voice text,
  p_text text,
  p_content_type text,
  p_byte_size integer,
  p_storage_path text,
  p_audio_base64 text,
  p_voiceover_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_id uuid := coalesce(p_voiceover_id, gen_random_uuid());
  audio bytea := case when p_audio_base64 is null then null else decode(p_audio_base64, 'base64') end;
  inserted uuid;
begin
  perform public.check_voiceover_target(p_user_id, p_workspace_id, p_script_id, p_script_version);
  if (p_storage_path is null) = (audio is null) then
    raise exception 'A voice-over''s audio is in Storage or given here, not both' using errcode = '22023';
  end if;
  if audio is not null and octet_length(audio) is distinct from p_byte_size then
    raise exception 'The audio''s size does not match its byte_size' using errcode = '22023';
  end if;
  if exists (select 1 from public.voiceovers v where v.id = new_id) then
    if exists (select 1 from public.voiceovers v where v.id = new_id and v.workspace_id = p_workspace_id) then
      return new_id;
    end if;
    raise exception 'No such voice-over' using errcode = '22023';
  end if;

  insert into public.voiceovers (
    id, workspace_id, author_id, script_id, script_version, voice, text, content_type, byte_size, storage_path)
  values (
    new_id, p_workspace_id, p_user_id, p_script_id, p_script_version, p_voice, p_text, p_content_type,
    p_byte_size, p_storage_path)
  on conflict (id) do nothing
  returning id into inserted;
  if inserted is null then
    return new_id;
  end if;
  if audio is not null then
    insert into public.voiceover_audio (voiceover_id, audio) values (new_id, audio);
  end if;
  return new_id;
end;
$$;
revoke execute on function public.record_voiceover(uuid, uuid, uuid, integer, text, text, text, integer, text, text, uuid)
  from public, anon, authenticated;
grant execute on function public.record_voiceover(uuid, uuid, uuid, integer, text, text, text, integer, text, text, uuid)
  to service_role;

-- Storage (hosted) --------------------------------------------------------------------
-- A private bucket; any member of the workspace named by the path's first folder reads (and so
-- signs URLs for) its audio; the author, admins and owners delete it with the voice-over. Only
-- the service role uploads. Local mode has no storage service, so this runs only where the
-- storage schema exists (hosted Supabase, `supabase start`).
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage')
     and to_regclass('storage.buckets') is not null
     and to_regclass('storage.objects') is not null then
    insert into storage.buckets (id, name, public) values ('voiceovers', 'voiceovers', false)
      on conflict (id) do nothing;

    drop policy if exists "Workspace members read its voice-overs' audio" on storage.objects;
    create policy "Workspace members read its voice-overs' audio" on storage.objects
      for select to authenticated
      using (
        bucket_id = 'voiceovers'
        and case when (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 then public.caller_has_workspace_role(
                        ((storage.foldername(name))[1])::uuid, array['owner', 'admin', 'member', 'viewer'])
                 else false end
      );

    drop policy if exists "Authors, admins and owners delete voice-overs' audio" on storage.objects;
    create policy "Authors, admins and owners delete voice-overs' audio" on storage.objects
      for delete to authenticated
      using (
        bucket_id = 'voiceovers'
        and exists (
          select 1 from public.voiceovers v
           where v.storage_path = objects.name
             and (
               public.caller_has_workspace_role(v.workspace_id, array['owner', 'admin'])
               or (v.author_id = (select auth.uid()) and public.caller_has_workspace_role(v.workspace_id, array['member']))
             )
        )
      );
  end if;
end;
$$;
