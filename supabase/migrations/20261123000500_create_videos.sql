-- Videos: the AI Video Creator's jobs, and the voice-over spend.
-- A credit-paid job is started by the generate-video function: start_video_job spends the
-- style's credits and records the queued job in one transaction, and record_video_progress
-- refunds them once if the job fails or times out. Users with their own provider keys generate
-- in their browser and record those jobs here themselves (paid_by = 'own_key', no credits).

-- Tables -----------------------------------------------------------------------
-- One video generation job. The credit columns (credits_spent, usage_entry_id, paid_by on a
-- credit-paid row) are written only by the service functions below.
create table public.videos (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text,
  script text,
  prompt text not null check (length(trim(prompt)) > 0),
  style text not null check (style in ('professional', 'minimal', 'creative', 'energetic')),
  duration integer not null check (duration between 15 and 120),
  aspect_ratio text not null check (aspect_ratio in ('16:9', '9:16', '1:1', '4:5')),
  voice text,
  quality text,
  mode text not null default 'video' check (mode in ('video', 'script')),
  provider text check (provider in ('wavespeed', 'pika', 'replicate', 'mock')),
  provider_job_id text,
  status text not null default 'queued' check (status in ('queued', 'processing', 'completed', 'failed')),
  progress integer not null default 0 check (progress between 0 and 100),
  video_url text,
  thumbnail_url text,
  error text,
  processing_time numeric check (processing_time >= 0),
  credits_spent numeric(12, 2) not null default 0 check (credits_spent >= 0),
  usage_entry_id uuid references public.credit_ledger (id),
  paid_by text not null default 'credits' check (paid_by in ('credits', 'own_key')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  -- A row paid with the user's own key carries no credits.
  constraint own_key_jobs_spend_nothing check (paid_by = 'credits' or (credits_spent = 0 and usage_entry_id is null))
);

comment on table public.videos is
  'AI Video Creator jobs. Credit-paid jobs are written by start_video_job and record_video_progress only; own-key jobs by their user.';
comment on column public.videos.usage_entry_id is 'The credit_ledger usage entry that paid for the job; refunded once when it fails.';
comment on column public.videos.paid_by is 'credits: started by generate-video with the platform keys; own_key: run in the browser with the user''s key.';

-- A user's recent jobs, newest first (the Video Creator's list).
create index videos_user_recent on public.videos (user_id, created_at desc);
-- The job a replayed usage entry paid for.
create index videos_usage_entry on public.videos (usage_entry_id) where usage_entry_id is not null;

alter table public.videos enable row level security;

-- The bootstrap's default privileges grant everything to the API roles: take it back, then let
-- users read their jobs and write only the columns of an own-key job (never the credit columns).
revoke all on public.videos from anon, authenticated;
grant select on public.videos to authenticated;
grant insert (id, user_id, title, script, prompt, style, duration, aspect_ratio, voice, quality, mode,
  provider, provider_job_id, status, progress, video_url, thumbnail_url, error, processing_time, paid_by,
  completed_at) on public.videos to authenticated;
grant update (title, provider, provider_job_id, status, progress, video_url, thumbnail_url, error,
  processing_time, completed_at) on public.videos to authenticated;
grant all on public.videos to service_role;

-- Helpers ----------------------------------------------------------------------
-- updated_at follows every change (touch_updated_at comes with the profiles migration).
create trigger videos_touch_updated_at
  before update on public.videos
  for each row execute function public.touch_updated_at();

-- Spends a user's credits for a server function (voice-overs): atomic, never below zero, once
-- per idempotency key. A replayed key whose entry was refunded is refused (hint
-- already_refunded) instead of serving the work again for free. Service role only.
create or replace function public.spend_credits_for(
  p_user_id uuid,
  p_amount numeric,
  p_description text,
  p_entity_type text default null,
  p_idempotency_key text default null
)
returns public.credit_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.credit_ledger;
begin
  if p_amount is null or p_amount <= 0 or p_amount > 100000 then
    raise exception 'The amount to spend must be positive' using errcode = '22023';
  end if;
  if coalesce(trim(p_description), '') = '' then
    raise exception 'A description is required' using errcode = '22023';
  end if;

  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger where user_id = p_user_id and idempotency_key = p_idempotency_key;
    if found then
      if exists (select 1 from public.credit_ledger r where r.refunded_entry_id = entry.id) then
        raise exception 'This request was refunded; start a new one' using errcode = 'P0001', hint = 'already_refunded';
      end if;
      return entry;
    end if;
  end if;

  if public.available_credits_of(p_user_id) < p_amount then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, idempotency_key)
  values (p_user_id, -p_amount, 'usage', p_description, p_entity_type, p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;
comment on function public.spend_credits_for(uuid, numeric, text, text, text) is
  'Spends a user''s credits on behalf of a server function; once per idempotency key. Service role only.';
revoke execute on function public.spend_credits_for(uuid, numeric, text, text, text) from public, anon, authenticated;
grant execute on function public.spend_credits_for(uuid, numeric, text, text, text) to service_role;

-- Service functions -----------------------------------------------------------------
-- Starts a credit-paid job: in one transaction locks the user's credit account, refuses when
-- the available credits are short of p_cost ('Insufficient credits', hint insufficient_credits),
-- writes the usage entry and the queued job. A replayed idempotency key returns the job it
-- started without spending again. Service role only (the generate-video function).
create or replace function public.start_video_job(
  p_user_id uuid,
  p_script text,
  p_prompt text,
  p_style text,
  p_duration integer,
  p_aspect_ratio text,
  p_voice text,
  p_quality text,
  p_mode text,
  p_cost numeric,
  p_idempotency_key text default null
)
returns public.videos
language plpgsql
security definer
set search_path = ''
as $$
declare
  ledger_key text := case when p_idempotency_key is null then null else 'video:' || p_idempotency_key end;
  entry public.credit_ledger;
  job public.videos;
  job_id uuid := gen_random_uuid();
  source text := coalesce(nullif(trim(p_script), ''), trim(p_prompt), '');
  first_line text;
begin
  if p_cost is null or p_cost <= 0 or p_cost > 100000 then
    raise exception 'The cost must be positive' using errcode = '22023';
  end if;
  if coalesce(trim(p_prompt), '') = '' then
    raise exception 'Please enter a script first' using errcode = '22023';
  end if;

  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  if ledger_key is not null then
    select * into entry from public.credit_ledger where user_id = p_user_id and idempotency_key = ledger_key;
    if found then
      select * into job from public.videos where usage_entry_id = entry.id;
      if not found then
        raise exception 'The idempotency key was used for something else' using errcode = '22023';
      end if;
      return job;
    end if;
  end if;

  if public.available_credits_of(p_user_id) < p_cost then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, entity_id, idempotency_key)
  values (p_user_id, -p_cost, 'usage', format('Video generation (%s)', p_style), 'video', job_id::text, ledger_key)
  returning * into entry;

  first_line := regexp_replace(split_part(source, E'\n', 1), '\s+', ' ', 'g');
  insert into public.videos (id, user_id, title, script, prompt, style, duration, aspect_ratio, voice, quality,
    mode, status, progress, credits_spent, usage_entry_id, paid_by)
  values (job_id, p_user_id,
    case when length(first_line) > 60 then rtrim(left(first_line, 57)) || '...' else nullif(first_line, '') end,
    nullif(trim(p_script), ''), trim(p_prompt), p_style, p_duration, p_aspect_ratio, p_voice, p_quality,
    coalesce(p_mode, 'video'), 'queued', 0, p_cost, entry.id, 'credits')
  returning * into job;
  return job;
end;
$$;
comment on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text) is
  'Spends a video''s credits and records its queued job atomically; once per idempotency key. Service role only.';
revoke execute on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text)
  from public, anon, authenticated;
grant execute on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text)
  to service_role;

-- Records what the provider says about a job. Progress never decreases and a job never goes
-- back to queued; a completed or failed job is final. Completed sets progress 100 and
-- completed_at; failed refunds the job's credits once ('Refund: video generation failed').
-- Null arguments keep what is recorded. Returns the job as it stands, or null when there is
-- no such job. Service role only (generate-video, video-status).
create or replace function public.record_video_progress(
  p_id uuid,
  p_status text,
  p_progress integer default null,
  p_provider text default null,
  p_provider_job_id text default null,
  p_video_url text default null,
  p_thumbnail_url text default null,
  p_error text default null,
  p_processing_time numeric default null
)
returns public.videos
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.videos;
  next_status text;
begin
  if p_status is null or p_status not in ('queued', 'processing', 'completed', 'failed') then
    raise exception 'The status is queued, processing, completed or failed' using errcode = '22023';
  end if;

  select * into job from public.videos where id = p_id for update;
  if not found then
    return null;
  end if;
  if job.status in ('completed', 'failed') then
    return job;
  end if;

  next_status := case when p_status = 'queued' then job.status else p_status end;
  update public.videos
     set status = next_status,
         progress = case
           when next_status = 'completed' then 100
           else greatest(progress, least(greatest(coalesce(p_progress, progress), 0), 100))
         end,
         provider = coalesce(p_provider, provider),
         provider_job_id = coalesce(p_provider_job_id, provider_job_id),
         video_url = coalesce(p_video_url, video_url),
         thumbnail_url = coalesce(p_thumbnail_url, thumbnail_url),
         error = case when next_status = 'failed' then coalesce(p_error, error, 'Video generation failed') else error end,
         processing_time = coalesce(p_processing_time, processing_time),
         completed_at = case when next_status = 'completed' then now() else completed_at end
   where id = p_id
  returning * into job;

  if next_status = 'failed' and job.usage_entry_id is not null then
    perform public.refund_credits(job.usage_entry_id, 'Refund: video generation failed');
  end if;
  return job;
end;
$$;
comment on function public.record_video_progress(uuid, text, integer, text, text, text, text, text, numeric) is
  'Moves a job forward (never back); refunds a failed credit-paid job once. Service role only.';
revoke execute on function public.record_video_progress(uuid, text, integer, text, text, text, text, text, numeric)
  from public, anon, authenticated;
grant execute on function public.record_video_progress(uuid, text, integer, text, text, text, text, text, numeric)
  to service_role;

-- Policies -----------------------------------------------------------------------
create policy "Users see their own videos" on public.videos
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users record their own own-key videos" on public.videos
  for insert to authenticated
  with check (user_id = (select auth.uid()) and paid_by = 'own_key');

create policy "Users update their own own-key videos" on public.videos
  for update to authenticated
  using (user_id = (select auth.uid()) and paid_by = 'own_key')
  with check (user_id = (select auth.uid()) and paid_by = 'own_key');

-- Storage (hosted only) ------------------------------------------------------------
-- Uploaded videos go to the private 'videos' bucket under the user's own folder
-- (<user_id>/<file>). Local mode has no storage service, so this runs only where the storage
-- schema exists.
do $$
begin
  if exists (select 1 from pg_namespace where nspname = 'storage')
     and to_regclass('storage.buckets') is not null
     and to_regclass('storage.objects') is not null then
    insert into storage.buckets (id, name, public) values ('videos', 'videos', false) on conflict (id) do nothing;

    drop policy if exists "Users read their own uploaded videos" on storage.objects;
    create policy "Users read their own uploaded videos" on storage.objects
      for select to authenticated
      using (bucket_id = 'videos' and (storage.foldername(name))[1] = (select auth.uid())::text);

    drop policy if exists "Users upload videos to their own folder" on storage.objects;
    create policy "Users upload videos to their own folder" on storage.objects
      for insert to authenticated
      with check (bucket_id = 'videos' and (storage.foldername(name))[1] = (select auth.uid())::text);

    drop policy if exists "Users delete their own uploaded videos" on storage.objects;
    create policy "Users delete their own uploaded videos" on storage.objects
      for delete to authenticated
      using (bucket_id = 'videos' and (storage.foldername(name))[1] = (select auth.uid())::text);
  end if;
end;
$$;
