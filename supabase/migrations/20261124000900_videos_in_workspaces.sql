-- Videos move into the workspace (issue 15). A video belongs to a workspace, which every member
-- reads; it keeps the script (and version) it was made from. Credits stay per user: the member
-- who generates pays, through start_video_job, which now names the workspace and refuses one the
-- user may not write. A deleted user's videos in someone else's workspace stay there without
-- their author (user_id set null; their ledger rows go with them, so the video's reference to
-- its usage entry is set null too); videos in the workspaces they owned go with those workspaces.
-- Relies on 20261124000800_personal_workspaces.sql: every user has one personal workspace.

-- Columns ------------------------------------------------------------------------
alter table public.videos
  add column workspace_id uuid references public.workspaces (id) on delete cascade,
  add column script_id uuid references public.scripts (id) on delete set null,
  add column script_version integer constraint script_version_is_positive check (script_version >= 1);

comment on column public.videos.workspace_id is 'The workspace the video belongs to; every member reads it.';
comment on column public.videos.script_id is 'The workspace script the video was made from, if any.';
comment on column public.videos.script_version is 'The version of that script the video was made from.';

-- Existing videos go to their user's personal workspace (their updated_at stays as it was).
alter table public.videos disable trigger videos_touch_updated_at;
update public.videos v
   set workspace_id = w.id
  from public.workspaces w
 where w.owner_id = v.user_id
   and w.personal
   and v.workspace_id is null;
alter table public.videos enable trigger videos_touch_updated_at;

alter table public.videos alter column workspace_id set not null;

create index videos_workspace_recent on public.videos (workspace_id, created_at desc);

-- A deleted author leaves their videos in other people's workspaces.
alter table public.videos
  alter column user_id drop not null,
  drop constraint videos_user_id_fkey,
  add constraint videos_user_id_fkey foreign key (user_id) references auth.users (id) on delete set null,
  drop constraint videos_usage_entry_id_fkey,
  add constraint videos_usage_entry_id_fkey
    foreign key (usage_entry_id) references public.credit_ledger (id) on delete set null;

-- Own-key videos name their workspace (and script); the credit columns stay the service's.
grant insert (workspace_id, script_id, script_version) on public.videos to authenticated;
grant delete on public.videos to authenticated;

-- Helpers ----------------------------------------------------------------------
-- The personal workspace of a user, or null.
create or replace function public.personal_workspace_of(p_user_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select w.id from public.workspaces w where w.owner_id = p_user_id and w.personal
$$;
revoke execute on function public.personal_workspace_of(uuid) from public, anon, authenticated;

-- A video written without a workspace (an older client) goes to its author's personal
-- workspace; a video's script must be one of its workspace's. Security definer: the script is
-- looked up whoever may read it, and the answer is the same for a missing and a foreign script.
create or replace function public.place_video_in_workspace()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.workspace_id is null then
    new.workspace_id := public.personal_workspace_of(coalesce(new.user_id, (select auth.uid())));
  end if;
  if new.script_id is not null
     and (tg_op = 'INSERT' or new.script_id is distinct from old.script_id
          or new.workspace_id is distinct from old.workspace_id)
     and not exists (select 1 from public.scripts s where s.id = new.script_id and s.workspace_id = new.workspace_id) then
    raise exception 'The script is not in this workspace' using errcode = '22023';
  end if;
  return new;
end;
$$;
revoke execute on function public.place_video_in_workspace() from public, anon, authenticated;

create trigger videos_place_in_workspace
  before insert or update of workspace_id, script_id on public.videos
  for each row execute function public.place_video_in_workspace();

-- Policies -----------------------------------------------------------------------
drop policy "Users see their own videos" on public.videos;
drop policy "Users record their own own-key videos" on public.videos;
drop policy "Users update their own own-key videos" on public.videos;

create policy "Members see their workspace's videos" on public.videos
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Writers record their own own-key videos" on public.videos
  for insert to authenticated
  with check (
    user_id = (select auth.uid())
    and paid_by = 'own_key'
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Writers update their own own-key videos" on public.videos
  for update to authenticated
  using (
    user_id = (select auth.uid())
    and paid_by = 'own_key'
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  )
  with check (
    user_id = (select auth.uid())
    and paid_by = 'own_key'
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

-- Deleting a video never touches the ledger: its usage entry stays (and a refund stays possible
-- only through record_video_progress, which needs the video).
create policy "Authors, admins and owners delete videos" on public.videos
  for delete to authenticated
  using (
    (user_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']))
    or public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
  );

-- Idempotency -------------------------------------------------------------------------
-- What a video job was asked for now includes where it goes and what it was made from.
create or replace function public.video_job_request(
  p_script text,
  p_prompt text,
  p_style text,
  p_duration integer,
  p_aspect_ratio text,
  p_voice text,
  p_quality text,
  p_mode text,
  p_workspace_id uuid,
  p_script_id uuid,
  p_script_version integer
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select public.video_job_request(p_script, p_prompt, p_style, p_duration, p_aspect_ratio, p_voice, p_quality, p_mode)
    || jsonb_build_object('workspace_id', p_workspace_id, 'script_id', p_script_id, 'script_version', p_script_version)
$$;
revoke execute on function public.video_job_request(text, text, text, integer, text, text, text, text, uuid, uuid, integer)
  from public, anon, authenticated;

-- Keys already used keep replaying: their fingerprints are made again with the workspace their
-- video now belongs to. The ledger is append-only; this one-time rewrite is the exception.
alter table public.credit_ledger disable trigger credit_ledger_append_only;
update public.credit_ledger l
   set request_fingerprint = public.spend_fingerprint(-l.amount, l.description, l.entity_type, null,
         public.video_job_request(v.script, v.prompt, v.style::text, v.duration, v.aspect_ratio::text, v.voice,
           v.quality, v.mode::text, v.workspace_id, v.script_id, v.script_version))
  from public.videos v
 where v.usage_entry_id = l.id
   and l.idempotency_scope = 'video'
   and l.request_fingerprint is not null;
alter table public.credit_ledger enable trigger credit_ledger_append_only;

-- Service functions -----------------------------------------------------------------
-- Starts a credit-paid job in a workspace (see 20261124000500_enums_for_fixed_lists.sql). The
-- user must be a member, admin or owner of the workspace (checked here, whoever calls); without
-- one, their personal workspace (older callers). A given script must be the workspace's. The user
-- pays, as before; the key's fingerprint includes the workspace and the script.
drop function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text);
create function public.start_video_job(
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
  p_idempotency_key text default null,
  p_workspace_id uuid default null,
  p_script_id uuid default null,
  p_script_version integer default null
)
returns public.videos
language plpgsql
security definer
set search_path = ''
as $$
declare
  description text := format('Video generation (%s)', p_style);
  workspace uuid := coalesce(p_workspace_id, public.personal_workspace_of(p_user_id));
  fingerprint text;
  entry public.credit_ledger;
  job public.videos;
  job_id uuid := gen_random_uuid();
  source text := coalesce(nullif(trim(p_script), ''), trim(p_prompt), '');
  first_line text;
begin
  perform public.check_credit_amount(p_cost, 100000, 'The cost');
  if coalesce(trim(p_prompt), '') = '' then
    raise exception 'Please enter a script first' using errcode = '22023';
  end if;
  if workspace is null or not exists (
    select 1 from public.workspace_members m
     where m.workspace_id = workspace and m.user_id = p_user_id and m.role in ('owner', 'admin', 'member')
  ) then
    raise exception 'You can''t create videos in this workspace' using errcode = '42501', hint = 'workspace_forbidden';
  end if;
  if p_script_id is not null
     and not exists (select 1 from public.scripts s where s.id = p_script_id and s.workspace_id = workspace) then
    raise exception 'The script is not in this workspace' using errcode = '22023';
  end if;
  if p_script_version is not null and (p_script_id is null or p_script_version < 1) then
    raise exception 'A script version needs its script' using errcode = '22023';
  end if;

  perform public.lock_credit_account(p_user_id);

  if p_idempotency_key is not null then
    fingerprint := public.spend_fingerprint(p_cost, description, 'video', null,
      public.video_job_request(p_script, p_prompt, p_style, p_duration, p_aspect_ratio, p_voice, p_quality, p_mode,
        workspace, p_script_id, p_script_version));
    entry := public.replayed_entry(p_user_id, 'video', p_idempotency_key, fingerprint);
    if entry.id is not null then
      select * into job from public.videos where usage_entry_id = entry.id;
      if not found then
        raise exception 'This idempotency key was already used for a different request'
          using errcode = '23505', hint = 'idempotency_conflict';
      end if;
      return job;
    end if;
  end if;

  entry := public.debit_locked_account(p_user_id, p_cost, description, 'video', job_id::text,
    'video', p_idempotency_key, fingerprint);

  first_line := regexp_replace(split_part(source, E'\n', 1), '\s+', ' ', 'g');
  insert into public.videos (id, user_id, workspace_id, script_id, script_version, title, script, prompt, style,
    duration, aspect_ratio, voice, quality, mode, status, progress, credits_spent, usage_entry_id, paid_by)
  values (job_id, p_user_id, workspace, p_script_id, p_script_version,
    case when length(first_line) > 60 then rtrim(left(first_line, 57)) || '...' else nullif(first_line, '') end,
    nullif(trim(p_script), ''), trim(p_prompt), p_style::public.video_style, p_duration,
    p_aspect_ratio::public.video_aspect_ratio, p_voice, p_quality,
    coalesce(p_mode, 'video')::public.video_mode, 'queued', 0, p_cost, entry.id, 'credits')
  returning * into job;
  return job;
end;
$$;
comment on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text, uuid, uuid, integer) is
  'Spends a video''s credits and records its queued job in a workspace the user may write, atomically; once per idempotency key. Service role only.';
revoke execute on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text, uuid, uuid, integer)
  from public, anon, authenticated;
grant execute on function public.start_video_job(uuid, text, text, text, integer, text, text, text, text, numeric, text, uuid, uuid, integer)
  to service_role;

-- Partner API ----------------------------------------------------------------------------
-- From 20261123000700_create_partner_api_keys.sql; videos are counted by the workspaces the key
-- owner owns (whoever made them there), never another tenant's.
create or replace function public.partner_analytics(p_user_id uuid, p_since timestamptz)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'credits', coalesce((
      select jsonb_build_object('available', b.available_credits, 'used', b.used_credits,
        'total', b.total_credits, 'bonus', b.bonus_credits)
      from public.credit_balances b where b.user_id = p_user_id),
      jsonb_build_object('available', 0, 'used', 0, 'total', 0, 'bonus', 0)),
    'videos', (
      select jsonb_build_object(
        'total', count(*),
        'by_status', jsonb_build_object(
          'queued', count(*) filter (where v.status = 'queued'),
          'processing', count(*) filter (where v.status = 'processing'),
          'completed', count(*) filter (where v.status = 'completed'),
          'failed', count(*) filter (where v.status = 'failed')),
        'credits_spent', coalesce(sum(v.credits_spent) filter (where v.status <> 'failed'), 0),
        'created_in_period', count(*) filter (where v.created_at >= p_since))
      from public.videos v
      join public.workspaces w on w.id = v.workspace_id
      where w.owner_id = p_user_id),
    'payments', (
      select jsonb_build_object('count', count(*), 'total_amount', coalesce(sum(l.cost_amount), 0),
        'credits_purchased', coalesce(sum(l.amount), 0), 'currency', 'USD')
      from public.credit_ledger l where l.user_id = p_user_id and l.transaction_type = 'purchase'),
    'period', (
      select jsonb_build_object('since', p_since,
        'credits_used', coalesce(-sum(l.amount) filter (where l.transaction_type in ('usage', 'refund')), 0),
        'credits_added', coalesce(sum(l.amount) filter (where l.transaction_type in ('purchase', 'grant', 'subscription')), 0))
      from public.credit_ledger l where l.user_id = p_user_id and l.created_at >= p_since),
    'subscription', (
      select jsonb_build_object('plan_id', s.plan_id, 'plan_name', p.name, 'status', s.status,
        'billing_interval', s.billing_interval, 'current_period_end', s.current_period_end)
      from public.subscriptions s join public.plans p on p.id = s.plan_id
      where s.user_id = p_user_id and s.status = 'active')
  )
$$;
