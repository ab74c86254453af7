-- Automation & Scheduling in workspaces (issue 16): workflows, A/B tests and scheduled tasks are
-- stored rows of a workspace, and a scheduled task really runs when it comes due.
--
-- Roles decide exactly as for scripts and thumbnails (20261124000600, 20261124000700), through
-- caller_has_workspace_role only: viewers read; members create, and edit and delete what they
-- authored; admins and owners edit and delete anything; nobody outside the workspace sees a row.
--
-- A workflow is a description of an automation (its triggers and actions). The product does not
-- execute workflows by themselves: nothing here watches a CTR or a CPA. So a real workflow has no
-- run figures ("Not run yet" on screen); only the spec's sample workflows carry the sample's
-- last run, success rate and runs today.
--
-- A scheduled task does run: public.run_due_tasks takes the due ones (status 'scheduled',
-- scheduled_at in the past), does what the product can really do for its type today, and marks
-- each completed (with its result) or failed (with the reason), recording task_completed or
-- task_failed in the activity feed. Hosted, pg_cron calls it every minute (below); in local mode
-- the open app calls it for the current workspace (src/lib/automation/use-due-task-runner.ts).
--
-- Campaign tasks (report_generation, budget_update) go through two functions that the campaigns
-- migration replaces; until then they fail honestly. scheduled_tasks.campaign_id has no foreign
-- key yet for the same reason.
--
-- The spec's sample workflows, tasks and A/B tests are seeded into every new workspace and, once,
-- into every existing one, as ordinary rows marked is_sample (author null, no events recorded).

-- Types ------------------------------------------------------------------------
-- Values in alphabetical order, as in 20261124000500.
create type public.workflow_status as enum ('active', 'paused');
create type public.ab_test_status as enum ('completed', 'draft', 'running');
create type public.scheduled_task_type as enum ('ab_test_launch', 'budget_update', 'report_generation', 'video_upload');
create type public.scheduled_task_status as enum ('completed', 'failed', 'pending', 'scheduled');

-- Helpers ----------------------------------------------------------------------
-- A workflow's triggers or actions: 1 to 10 items, each 1 to 200 characters after trimming, no
-- null. Immutable and pure, so a check constraint may call it.
create or replace function public.automation_items_are_valid(items text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.cardinality(items) between 1 and 10
    and not exists (
      select 1 from pg_catalog.unnest(items) as i(item)
       where i.item is null or pg_catalog.char_length(pg_catalog.btrim(i.item)) not between 1 and 200),
    false)
$$;
revoke execute on function public.automation_items_are_valid(text[]) from public, anon;
grant execute on function public.automation_items_are_valid(text[]) to authenticated, service_role;

-- An A/B test's variants: a JSON array of 2 to 5 objects {name, traffic, ctr, conversions} with
-- distinct names of 1 to 100 characters, traffic 0 to 100 percent summing to exactly 100, a CTR
-- of 0 to 100 percent and a whole number of conversions from 0 to 1e9.
create or replace function public.ab_test_variants_are_valid(variants jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    pg_catalog.jsonb_typeof(variants) = 'array'
    and case when pg_catalog.jsonb_typeof(variants) = 'array'
             then pg_catalog.jsonb_array_length(variants) between 2 and 5
                  and not exists (
                    select 1 from pg_catalog.jsonb_array_elements(variants) as v(variant)
                     where case when pg_catalog.jsonb_typeof(v.variant) = 'object'
                                 and (select pg_catalog.array_agg(k.key order by k.key)
                                        from pg_catalog.jsonb_object_keys(v.variant) as k(key))
                                     = array['conversions', 'ctr', 'name', 'traffic']
                                 and pg_catalog.jsonb_typeof(v.variant -> 'name') = 'string'
                                 and pg_catalog.jsonb_typeof(v.variant -> 'traffic') = 'number'
                                 and pg_catalog.jsonb_typeof(v.variant -> 'ctr') = 'number'
                                 and pg_catalog.jsonb_typeof(v.variant -> 'conversions') = 'number'
                                then pg_catalog.char_length(pg_catalog.btrim(v.variant ->> 'name')) not between 1 and 100
                                  or (v.variant ->> 'traffic')::numeric not between 0 and 100
                                  or (v.variant ->> 'ctr')::numeric not between 0 and 100
                                  or (v.variant ->> 'conversions')::numeric not between 0 and 1000000000
                                  or (v.variant ->> 'conversions')::numeric <> pg_catalog.trunc((v.variant ->> 'conversions')::numeric)
                                else true end)
                  and (select pg_catalog.count(distinct pg_catalog.lower(pg_catalog.btrim(v.variant ->> 'name')))
                         from pg_catalog.jsonb_array_elements(variants) as v(variant))
                      = pg_catalog.jsonb_array_length(variants)
                  and (select pg_catalog.sum((v.variant ->> 'traffic')::numeric)
                         from pg_catalog.jsonb_array_elements(variants) as v(variant)) = 100
             else false end,
    false)
$$;
revoke execute on function public.ab_test_variants_are_valid(jsonb) from public, anon;
grant execute on function public.ab_test_variants_are_valid(jsonb) to authenticated, service_role;

-- Tables -----------------------------------------------------------------------
create table public.workflows (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  status public.workflow_status not null default 'active',
  triggers text[] not null constraint workflows_triggers_are_valid check (public.automation_items_are_valid(triggers)),
  actions text[] not null constraint workflows_actions_are_valid check (public.automation_items_are_valid(actions)),
  -- The sample's run figures. A workflow does not run by itself in this product, so real rows
  -- leave them null (shown as "Not run yet").
  last_run_at timestamptz,
  success_rate numeric(4, 1) check (success_rate between 0 and 100),
  runs_today integer check (runs_today >= 0),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint workflows_run_figures_only_on_samples check (
    is_sample or (last_run_at is null and success_rate is null and runs_today is null)
  )
);
create index workflows_workspace_id_idx on public.workflows (workspace_id, created_at desc);
create index workflows_author_id_idx on public.workflows (author_id);

comment on table public.workflows is
  'A workspace''s automation descriptions (triggers and actions). Not executed by the product; only sample rows carry run figures.';

create table public.ab_tests (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  description text not null default '' check (char_length(description) <= 2000),
  status public.ab_test_status not null default 'draft',
  start_date date not null,
  end_date date not null,
  variants jsonb not null constraint ab_tests_variants_are_valid check (public.ab_test_variants_are_valid(variants)),
  -- The winning variant's name, once decided: one of the variants.
  winner text check (winner is null or variants @> jsonb_build_array(jsonb_build_object('name', winner))),
  -- Statistical confidence, percent.
  confidence numeric(4, 1) check (confidence between 0 and 100),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ab_tests_end_after_start check (end_date >= start_date)
);
create index ab_tests_workspace_id_idx on public.ab_tests (workspace_id, created_at desc);
create index ab_tests_author_id_idx on public.ab_tests (author_id);

create table public.scheduled_tasks (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  type public.scheduled_task_type not null,
  scheduled_at timestamptz not null,
  status public.scheduled_task_status not null default 'scheduled',
  -- The campaign a report or a budget update is for (its foreign key, over the workspace too,
  -- comes with the campaigns tasks: 20261125000600_campaign_tasks.sql).
  campaign_id uuid,
  video_id uuid references public.videos (id) on delete set null,
  ab_test_id uuid references public.ab_tests (id) on delete set null,
  platform text not null default '' check (char_length(platform) <= 50),
  description text not null default '' check (char_length(description) <= 2000),
  -- budget_update: {"budget": 0..1e9}; every other type: {}.
  params jsonb not null default '{}',
  -- Sample rows only: the target as the spec names it ("All campaigns", "Holiday Campaign").
  target_label text check (char_length(target_label) <= 200),
  -- Set by the runner only.
  result jsonb check (octet_length(result::text) <= 100000),
  failure_reason text check (char_length(failure_reason) <= 500),
  completed_at timestamptz,
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint scheduled_tasks_params_fit_the_type check (
    case when type = 'budget_update'
         then jsonb_typeof(params) = 'object'
              and params - 'budget' = '{}'::jsonb
              and jsonb_typeof(params -> 'budget') = 'number'
              and case when jsonb_typeof(params -> 'budget') = 'number'
                       then (params ->> 'budget')::numeric between 0 and 1000000000
                       else false end
         else params = '{}'::jsonb end
  ),
  constraint scheduled_tasks_ran_when_done check (
    (status in ('completed', 'failed')) = (completed_at is not null)
    and (status <> 'failed' or failure_reason is not null)
  )
);
create index scheduled_tasks_workspace_id_idx on public.scheduled_tasks (workspace_id, scheduled_at desc);
-- The runner's scan: due tasks of every workspace, oldest first.
create index scheduled_tasks_due_idx on public.scheduled_tasks (scheduled_at) where status = 'scheduled';
create index scheduled_tasks_author_id_idx on public.scheduled_tasks (author_id);
create index scheduled_tasks_video_id_idx on public.scheduled_tasks (video_id);
create index scheduled_tasks_ab_test_id_idx on public.scheduled_tasks (ab_test_id);
create index scheduled_tasks_campaign_id_idx on public.scheduled_tasks (campaign_id);

alter table public.workflows enable row level security;
alter table public.ab_tests enable row level security;
alter table public.scheduled_tasks enable row level security;

-- Closed by default since 20261124000200; grant what the policies allow. is_sample, the run
-- figures, a task's outcome and the timestamps are the database's to set; the workspace and the
-- author only on insert.
grant select, delete on public.workflows, public.ab_tests, public.scheduled_tasks to authenticated;
grant insert (workspace_id, author_id, name, description, status, triggers, actions) on public.workflows to authenticated;
grant update (name, description, status, triggers, actions) on public.workflows to authenticated;
grant insert (workspace_id, author_id, name, description, status, start_date, end_date, variants, winner, confidence)
  on public.ab_tests to authenticated;
grant update (name, description, status, start_date, end_date, variants, winner, confidence)
  on public.ab_tests to authenticated;
grant insert (workspace_id, author_id, name, type, scheduled_at, status, campaign_id, video_id, ab_test_id,
              platform, description, params)
  on public.scheduled_tasks to authenticated;
grant update (name, type, scheduled_at, status, campaign_id, video_id, ab_test_id, platform, description, params)
  on public.scheduled_tasks to authenticated;
grant all on public.workflows, public.ab_tests, public.scheduled_tasks to service_role;

-- Scheduled tasks' rules ---------------------------------------------------------
-- Runs as the writer. Through the API (authenticated), a task is written only while it has not
-- run: it is created scheduled or pending and stays one of those, and a completed or failed one
-- is never changed (only the runner, a security-definer function, sets those). Whoever writes,
-- the video and the A/B test belong to the task's own workspace: the writer must see them, and
-- their workspace must be the task's.
create or replace function public.keep_scheduled_task_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('authenticated', 'anon') then
    if tg_op = 'UPDATE' and old.status in ('completed', 'failed') then
      raise exception 'This task has already run and can''t be changed' using errcode = '42501';
    end if;
    if new.status not in ('scheduled', 'pending') then
      raise exception 'Only the scheduler marks a task completed or failed' using errcode = '42501';
    end if;
  end if;

  if new.video_id is not null and (tg_op = 'INSERT' or new.video_id is distinct from old.video_id)
     and not exists (select 1 from public.videos v where v.id = new.video_id and v.workspace_id = new.workspace_id) then
    raise exception 'The video must be in this workspace' using errcode = '23514';
  end if;
  if new.ab_test_id is not null and (tg_op = 'INSERT' or new.ab_test_id is distinct from old.ab_test_id)
     and not exists (select 1 from public.ab_tests t where t.id = new.ab_test_id and t.workspace_id = new.workspace_id) then
    raise exception 'The A/B test must be in this workspace' using errcode = '23514';
  end if;
  return new;
end;
$$;
revoke execute on function public.keep_scheduled_task_rules() from public, anon, authenticated;

-- Events -------------------------------------------------------------------------
-- A real item created (never a sample) is an event of the workspace's feed.
create or replace function public.record_automation_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not new.is_sample then
    perform public.record_activity(
      new.workspace_id,
      case tg_table_name
        when 'workflows' then 'workflow_created'
        when 'scheduled_tasks' then 'task_scheduled'
        else 'ab_test_created'
      end,
      new.name);
  end if;
  return null;
end;
$$;
revoke execute on function public.record_automation_created() from public, anon, authenticated, service_role;

-- Triggers -----------------------------------------------------------------------
do $$
declare
  automation_table text;
begin
  foreach automation_table in array array['workflows', 'ab_tests', 'scheduled_tasks']
  loop
    execute format(
      'create trigger %1$s_keep_origin before insert or update on public.%1$I
         for each row execute function public.keep_workspace_item_origin()', automation_table);
    execute format(
      'create trigger %1$s_touch_updated_at before update on public.%1$I
         for each row execute function public.touch_updated_at()', automation_table);
    execute format(
      'create trigger %1$s_record_created after insert on public.%1$I
         for each row execute function public.record_automation_created()', automation_table);
    -- Live screens (20261125000110): other members' open screens hear the change.
    execute format(
      'create trigger announce_change after insert or update or delete on public.%I
         for each row execute function public.announce_workspace_change()', automation_table);
  end loop;
end;
$$;

create trigger scheduled_tasks_keep_rules
  before insert or update on public.scheduled_tasks
  for each row execute function public.keep_scheduled_task_rules();

-- Policies -------------------------------------------------------------------------
do $$
declare
  automation_table text;
begin
  foreach automation_table in array array['workflows', 'ab_tests', 'scheduled_tasks']
  loop
    execute format(
      'create policy "Workspace members read its %1$s" on public.%1$I
         for select to authenticated
         using (public.caller_has_workspace_role(workspace_id, array[''owner'', ''admin'', ''member'', ''viewer'']))',
      automation_table);
    execute format(
      'create policy "Members add %1$s in their own name" on public.%1$I
         for insert to authenticated
         with check (
           author_id = (select auth.uid())
           and public.caller_has_workspace_role(workspace_id, array[''owner'', ''admin'', ''member''])
         )',
      automation_table);
    execute format(
      'create policy "Authors, admins and owners edit %1$s" on public.%1$I
         for update to authenticated
         using (
           public.caller_has_workspace_role(workspace_id, array[''owner'', ''admin''])
           or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array[''member'']))
         )
         with check (public.caller_has_workspace_role(workspace_id, array[''owner'', ''admin'', ''member'']))',
      automation_table);
    execute format(
      'create policy "Authors, admins and owners delete %1$s" on public.%1$I
         for delete to authenticated
         using (
           public.caller_has_workspace_role(workspace_id, array[''owner'', ''admin''])
           or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array[''member'']))
         )',
      automation_table);
  end loop;
end;
$$;

-- Running due tasks ------------------------------------------------------------------
-- An outcome: {"ok": bool, "reason": text|null, "result": jsonb|null}.
create or replace function public.task_outcome(p_ok boolean, p_reason text, p_result jsonb default null)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object('ok', p_ok, 'reason', p_reason, 'result', p_result)
$$;
revoke execute on function public.task_outcome(boolean, text, jsonb) from public, anon, authenticated, service_role;

-- Campaign tasks: 20261125000600_campaign_tasks.sql replaces both (same signatures) once the
-- campaigns table is there; until then they fail, saying why.
create or replace function public.perform_report_generation(p_task public.scheduled_tasks)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.task_outcome(false, 'Campaign tasks are not available yet')
$$;
revoke execute on function public.perform_report_generation(public.scheduled_tasks)
  from public, anon, authenticated, service_role;

create or replace function public.perform_budget_update(p_task public.scheduled_tasks)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select public.task_outcome(false, 'Campaign tasks are not available yet')
$$;
revoke execute on function public.perform_budget_update(public.scheduled_tasks)
  from public, anon, authenticated, service_role;

-- An A/B test launch: the linked test, while a draft, starts running today.
create or replace function public.perform_ab_test_launch(p_workspace_id uuid, p_ab_test_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  launched public.ab_tests;
begin
  if p_ab_test_id is null then
    return public.task_outcome(false, 'The A/B test no longer exists, so it was not launched');
  end if;
  update public.ab_tests t
     set status = 'running',
         start_date = current_date,
         end_date = greatest(t.end_date, current_date)
   where t.id = p_ab_test_id and t.workspace_id = p_workspace_id and t.status = 'draft'
  returning * into launched;
  if launched.id is null then
    if exists (select 1 from public.ab_tests t where t.id = p_ab_test_id) then
      return public.task_outcome(false, 'The A/B test is no longer a draft, so it was not launched again');
    end if;
    return public.task_outcome(false, 'The A/B test no longer exists, so it was not launched');
  end if;
  return public.task_outcome(true, null, pg_catalog.jsonb_build_object(
    'ab_test_id', launched.id, 'status', launched.status, 'start_date', launched.start_date));
end;
$$;
revoke execute on function public.perform_ab_test_launch(uuid, uuid)
  from public, anon, authenticated, service_role;

-- A video upload: the product has no connected channel, so nothing is uploaded, and it says so.
create or replace function public.perform_video_upload(p_workspace_id uuid, p_video_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  video_status public.video_status;
begin
  select v.status into video_status
    from public.videos v
   where v.id = p_video_id and v.workspace_id = p_workspace_id;
  if video_status is null then
    return public.task_outcome(false, 'The video no longer exists, so it was not uploaded');
  end if;
  if video_status <> 'completed' then
    return public.task_outcome(false, 'The video has not finished rendering, so it was not uploaded');
  end if;
  return public.task_outcome(false, 'No YouTube channel is connected, so the video was not uploaded');
end;
$$;
revoke execute on function public.perform_video_upload(uuid, uuid)
  from public, anon, authenticated, service_role;

-- Runs the due tasks (status 'scheduled', scheduled_at now or earlier) of one workspace, or of
-- every workspace when p_workspace_id is null; returns how many ran. One workspace: its owner,
-- admins and members may ask (local mode's open app does). Every workspace: only the scheduler
-- (pg_cron as the database owner, or the service role), never a signed-in user. Rows are locked
-- with skip locked, so two runners at once never run one task twice. Sample tasks are examples
-- and never run.
create or replace function public.run_due_tasks(p_workspace_id uuid default null)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The API's role from the request's claims; none for pg_cron, which runs as the database owner.
  request_role text := auth.role();
  session_role text := coalesce(nullif(pg_catalog.current_setting('role', true), ''), 'none');
  is_scheduler boolean;
  task public.scheduled_tasks;
  outcome jsonb;
  reason text;
  ran integer := 0;
begin
  is_scheduler := request_role = 'service_role'
    or (request_role is null and session_role not in ('anon', 'authenticated'));

  if p_workspace_id is null then
    if not is_scheduler then
      raise exception 'Only the scheduler runs every workspace''s due tasks' using errcode = '42501';
    end if;
  elsif not is_scheduler
        and not public.caller_has_workspace_role(p_workspace_id, array['owner', 'admin', 'member']) then
    raise exception 'You can''t run this workspace''s tasks' using errcode = '42501';
  end if;

  for task in
    select *
      from public.scheduled_tasks t
     where t.status = 'scheduled'
       and t.scheduled_at <= now()
       and not t.is_sample
       and (p_workspace_id is null or t.workspace_id = p_workspace_id)
     order by t.scheduled_at, t.id
     -- A bounded transaction; the rest run on the next call (a minute later at most).
     limit 1000
       for update skip locked
  loop
    outcome := case task.type
      when 'ab_test_launch' then public.perform_ab_test_launch(task.workspace_id, task.ab_test_id)
      when 'video_upload' then public.perform_video_upload(task.workspace_id, task.video_id)
      when 'report_generation' then public.perform_report_generation(task)
      when 'budget_update' then public.perform_budget_update(task)
    end;

    if coalesce((outcome ->> 'ok')::boolean, false) then
      update public.scheduled_tasks
         set status = 'completed',
             result = case when outcome -> 'result' = 'null'::jsonb then null else outcome -> 'result' end,
             failure_reason = null,
             completed_at = now()
       where id = task.id;
      perform public.record_activity(task.workspace_id, 'task_completed', task.name);
    else
      reason := left(coalesce(nullif(btrim(outcome ->> 'reason'), ''), 'The task could not be run'), 500);
      update public.scheduled_tasks
         set status = 'failed', result = null, failure_reason = reason, completed_at = now()
       where id = task.id;
      perform public.record_activity(task.workspace_id, 'task_failed', task.name, reason);
    end if;
    ran := ran + 1;
  end loop;
  return ran;
end;
$$;
revoke execute on function public.run_due_tasks(uuid) from public, anon;
grant execute on function public.run_due_tasks(uuid) to authenticated, service_role;

-- Hosted scheduling: where pg_cron is installed (Supabase Cron), run every workspace's due tasks
-- every minute. cron.schedule replaces a job of the same name, so running this again is harmless.
-- PGlite and the test server have no pg_cron: skipped there (README, "Scheduled tasks").
do $$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     and pg_catalog.to_regnamespace('cron') is not null then
    execute $cron$select cron.schedule('run-due-scheduled-tasks', '* * * * *', 'select public.run_due_tasks()')$cron$;
  end if;
end;
$$;

-- Sample content -------------------------------------------------------------------
-- The spec's samples (src/data/automation.ts), times relative to now so they look current. No
-- sample task is due: the scheduled ones lie ahead (and the runner leaves samples alone anyway).
create or replace function public.seed_automation_samples(p_workspace_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.workflows
    (workspace_id, author_id, name, description, status, triggers, actions, last_run_at, success_rate, runs_today, is_sample)
  values
    (p_workspace_id, null, 'Low CTR Alert & Optimise',
     'Swaps in the backup thumbnail and alerts the team when click-through falls.', 'active',
     array['CTR drops below 2%'], array['Switch to backup thumbnail', 'Notify team on Slack'],
     now() - interval '2 hours', 98.5, 12, true),
    (p_workspace_id, null, 'CPA Guardrail',
     'Caps spend on campaigns whose cost per acquisition climbs too fast.', 'active',
     array['CPA increases by 50%', 'Daily spend over $500'], array['Reduce daily budget by 25%', 'Email campaign owner'],
     now() - interval '35 minutes', 100, 4, true),
    (p_workspace_id, null, 'New Video Promotion',
     'Boosts every new upload for its first 48 hours.', 'paused',
     array['New video published'], array['Create promotion campaign', 'Share to community tab', 'Schedule social posts'],
     now() - interval '3 days', 94.2, 0, true),
    (p_workspace_id, null, 'Weekly Performance Digest',
     'Builds the weekly report and sends it to stakeholders.', 'active',
     array['Every Monday at 9:00 AM'], array['Generate performance report', 'Email stakeholders'],
     now() - interval '6 days', 100, 1, true);

  insert into public.ab_tests
    (workspace_id, author_id, name, description, status, start_date, end_date, variants, winner, confidence, is_sample)
  values
    (p_workspace_id, null, 'Thumbnail: Face vs. Product',
     'Does a close-up face beat a product shot for the launch video?', 'running',
     current_date - 8, current_date + 6,
     '[{"name": "Variant A (Face)", "traffic": 50, "ctr": 6.84, "conversions": 312},
       {"name": "Variant B (Product)", "traffic": 50, "ctr": 5.12, "conversions": 241}]',
     null, 87, true),
    (p_workspace_id, null, 'Hook Length: 3s vs. 8s',
     'A shorter opening hook on the tutorial pre-roll.', 'completed',
     current_date - 35, current_date - 21,
     '[{"name": "3-second hook", "traffic": 50, "ctr": 4.91, "conversions": 528},
       {"name": "8-second hook", "traffic": 50, "ctr": 3.76, "conversions": 402}]',
     '3-second hook', 96, true),
    (p_workspace_id, null, 'CTA Placement',
     'End-screen call to action versus a mid-roll card.', 'draft',
     current_date + 7, current_date + 21,
     '[{"name": "End screen", "traffic": 50, "ctr": 0, "conversions": 0},
       {"name": "Mid-roll card", "traffic": 50, "ctr": 0, "conversions": 0}]',
     null, null, true);

  insert into public.scheduled_tasks
    (workspace_id, author_id, name, type, scheduled_at, status, platform, description, params, target_label,
     completed_at, is_sample)
  values
    (p_workspace_id, null, 'Upload: 10 Editing Mistakes', 'video_upload', now() + interval '1 day', 'scheduled',
     'YouTube', 'Publishes episode 7 with its end screen and chapters.', '{}', 'Editing Basics', null, true),
    (p_workspace_id, null, 'Weekly performance report', 'report_generation', now() - interval '1 day', 'completed',
     'Email', 'Sends the weekly digest to the marketing team.', '{}', 'All campaigns',
     now() - interval '1 day', true),
    (p_workspace_id, null, 'Holiday thumbnail test', 'ab_test_launch', now() + interval '2 days', 'pending',
     'YouTube', 'Starts the A/B test of thumbnail sets A and B.', '{}', 'Holiday Campaign', null, true),
    (p_workspace_id, null, 'Raise Black Friday budget', 'budget_update', now() + interval '3 days', 'scheduled',
     'Google Ads', 'Raises the daily budget from $300 to $750.', '{"budget": 750}', 'Black Friday Sale', null, true),
    (p_workspace_id, null, 'Upload: Summer Launch teaser', 'video_upload', now() - interval '3 days', 'completed',
     'YouTube Shorts', 'Published the 15-second teaser.', '{}', 'Summer Product Launch',
     now() - interval '3 days', true);
end;
$$;
revoke execute on function public.seed_automation_samples(uuid) from public, anon, authenticated, service_role;

create or replace function public.seed_new_workspace_automation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.seed_automation_samples(new.id);
  return null;
end;
$$;
revoke execute on function public.seed_new_workspace_automation() from public, anon, authenticated, service_role;

create trigger workspaces_seed_automation_samples
  after insert on public.workspaces
  for each row execute function public.seed_new_workspace_automation();

-- Existing workspaces, once.
select public.seed_automation_samples(w.id) from public.workspaces w;
