-- Voice-overs made with the user's own ElevenLabs key (or local mode's sample voice) are kept in
-- the workspace too (issue 15). The browser makes the audio, so nothing is charged: the user's
-- own key paid. It records the voice-over for the caller through keep_own_voiceover, which hands
-- it to record_voiceover so the role, script and bounds checks stay in one place. Hosted, the
-- browser first uploads the audio to the `voiceovers` bucket at '<workspace_id>/<voiceover_id>.<ext>'.

-- Records, for the caller, a voice-over they made with their own key; returns its id. The same
-- arguments as record_voiceover, less the user (always the caller). p_voiceover_id is an
-- idempotency key bound to the voice-over it first recorded: the same request again records
-- nothing and answers the same id; a different one under the same id is refused.
create or replace function public.keep_own_voiceover(
  p_workspace_id uuid,
  p_script_id uuid,
  p_script_version integer,
  p_voice text,
  p_text text,
  p_content_type text,
  p_byte_size integer,
  p_storage_path text,
  p_audio_base64 text,
  p_voiceover_id uuid
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null then
    raise exception 'Sign in to keep a voice-over' using errcode = '42501';
  end if;
  -- Refuse a viewer or an outsider before saying anything about an id.
  perform public.check_voiceover_target(caller, p_workspace_id, p_script_id, p_script_version);
  if exists (
    select 1 from public.voiceovers v
     where v.id = p_voiceover_id
       and v.workspace_id = p_workspace_id
       and (v.author_id is distinct from caller
            or v.voice is distinct from p_voice
            or v.text is distinct from p_text
            or v.content_type is distinct from p_content_type
            or v.byte_size is distinct from p_byte_size
            or v.script_id is distinct from p_script_id
            or v.script_version is distinct from p_script_version
            or v.storage_path is distinct from p_storage_path)
  ) then
    raise exception 'This voice-over id was used for another voice-over' using errcode = '22023';
  end if;
  return public.record_voiceover(
    caller, p_workspace_id, p_script_id, p_script_version, p_voice, p_text, p_content_type,
    p_byte_size, p_storage_path, p_audio_base64, p_voiceover_id);
end;
$$;
revoke execute on function public.keep_own_voiceover(uuid, uuid, integer, text, text, text, integer, text, text, uuid)
  from public, anon;
grant execute on function public.keep_own_voiceover(uuid, uuid, integer, text, text, text, integer, text, text, uuid)
  to authenticated;

-- Storage (hosted) --------------------------------------------------------------------
-- Owners, admins and members upload a voice-over's audio into their workspace's folder, named
-- '<workspace_id>/<voiceover_id>.<ext>' as the voiceovers row's storage_path check wants. No
-- update policy: an upload never replaces audio (the browser uploads with upsert off). The
-- uploader, while still a member, may remove their upload as long as no voice-over names it
-- (keep_own_voiceover refused it); once one does, the delete policy of 20261124001000 decides. Only where the storage
-- schema exists (not in local mode), as in 20261124001000.
do $$
declare
  -- Storage's newer objects name their uploader in owner_id (text); older ones only in owner.
  uploader text := case when exists (
      select 1 from information_schema.columns
       where table_schema = 'storage' and table_name = 'objects' and column_name = 'owner_id')
    then 'owner_id' else 'owner::text' end;
begin
  if exists (select 1 from pg_namespace where nspname = 'storage')
     and to_regclass('storage.objects') is not null then
    drop policy if exists "Uploaders remove their unrecorded voice-over audio" on storage.objects;
    execute format($policy$
      create policy "Uploaders remove their unrecorded voice-over audio" on storage.objects
        for delete to authenticated
        using (
          bucket_id = 'voiceovers'
          and %s = (select auth.uid())::text
          -- Still one who may make voice-overs there, so every voice-over of it is visible below.
          and case when (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                   then public.caller_has_workspace_role(
                          ((storage.foldername(name))[1])::uuid, array['owner', 'admin', 'member'])
                   else false end
          and not exists (select 1 from public.voiceovers v where v.storage_path = objects.name)
        )
    $policy$, uploader);

    drop policy if exists "Workspace members upload their voice-overs' audio" on storage.objects;
    create policy "Workspace members upload their voice-overs' audio" on storage.objects
      for insert to authenticated
      with check (
        bucket_id = 'voiceovers'
        and case when name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10}$'
                  and (storage.foldername(name))[1] ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 then public.caller_has_workspace_role(
                        ((storage.foldername(name))[1])::uuid, array['owner', 'admin', 'member'])
                 else false end
      );
  end if;
end;
$$;
