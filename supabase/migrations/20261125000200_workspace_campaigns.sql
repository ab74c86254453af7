-- Campaigns in the workspace (issue 16). A campaign belongs to a workspace, not to its author:
-- when the author's account is deleted it stays (author_id set null). There is no ad platform
-- connection, so the team enters a campaign's results (spent, impressions, clicks, conversions)
-- itself. CTR, CPC and CPA are worked out from those counts wherever they are shown, never stored.
--
-- Roles decide through caller_has_workspace_role only: every member (viewers too) reads; members
-- create, and edit and delete what they authored; admins and owners edit and delete anything,
-- the sample rows included (their author is null, so members cannot).
--
-- Pausing, resuming and deleting one or many campaigns go through set_campaign_status and
-- delete_campaigns: one request, one transaction, all or nothing. Every real change records an
-- event in public.activity (campaign_created, _updated, _paused, _resumed, _deleted) from the
-- security-definer triggers below; seeding the sample rows records none.
--
-- Every workspace gets the spec's sample campaigns as ordinary rows marked is_sample: a new one
-- when it is made, every existing one once, below.

-- Tables -----------------------------------------------------------------------
create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  workspace_id uuid not null references public.workspaces (id) on delete cascade,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  objective text not null constraint campaigns_objective_is_known check (objective in (
    'Brand Awareness', 'Video Views', 'Website Traffic', 'Lead Generation', 'Conversions')),
  status text not null default 'draft' constraint campaigns_status_is_known check (status in (
    'active', 'paused', 'completed', 'draft')),
  -- Dollars. numeric takes 'NaN' (and sorts it above every number), so it is refused by name.
  budget numeric(14, 2) not null default 0
    constraint campaigns_budget_in_range check (budget <> 'NaN' and budget between 0 and 1000000000),
  spent numeric(14, 2) not null default 0
    constraint campaigns_spent_in_range check (spent <> 'NaN' and spent between 0 and 1000000000),
  impressions bigint not null default 0
    constraint campaigns_impressions_in_range check (impressions between 0 and 1000000000000),
  clicks bigint not null default 0
    constraint campaigns_clicks_in_range check (clicks between 0 and 1000000000000),
  conversions bigint not null default 0
    constraint campaigns_conversions_in_range check (conversions between 0 and 1000000000000),
  start_date date not null,
  end_date date not null,
  platform text not null default 'YouTube' check (char_length(btrim(platform)) between 1 and 50),
  -- The placeholder artwork: Tailwind gradient classes (the screens load no images).
  thumbnail text not null default 'from-brand-500 to-sky-400'
    constraint campaigns_thumbnail_is_gradient check (thumbnail ~ '^[a-z0-9 -]{1,100}$'),
  is_sample boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaigns_end_on_or_after_start check (end_date >= start_date)
);
create index campaigns_workspace_recent on public.campaigns (workspace_id, created_at desc, id desc);
create index campaigns_author_id_idx on public.campaigns (author_id);

comment on table public.campaigns is
  'A workspace''s ad campaigns with the results its team enters. CTR, CPC and CPA are derived, never stored.';

alter table public.campaigns enable row level security;

-- Closed by default since 20261124000200; grant what the policies allow. The workspace (set on
-- insert only), the author, is_sample and the timestamps are not the caller's to change.
grant select, delete on public.campaigns to authenticated;
grant insert (workspace_id, author_id, name, objective, status, budget, spent, impressions, clicks,
              conversions, start_date, end_date, platform, thumbnail) on public.campaigns to authenticated;
grant update (name, objective, status, budget, spent, impressions, clicks, conversions, start_date,
              end_date, platform, thumbnail) on public.campaigns to authenticated;
grant all on public.campaigns to service_role;

-- Policies -----------------------------------------------------------------------
create policy "Workspace members read its campaigns" on public.campaigns
  for select to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member', 'viewer']));

create policy "Members add campaigns in their own name" on public.campaigns
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member'])
  );

create policy "Authors, admins and owners edit campaigns" on public.campaigns
  for update to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  )
  with check (public.caller_has_workspace_role(workspace_id, array['owner', 'admin', 'member']));

create policy "Authors, admins and owners delete campaigns" on public.campaigns
  for delete to authenticated
  using (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    or (author_id = (select auth.uid()) and public.caller_has_workspace_role(workspace_id, array['member']))
  );

-- Timestamps ---------------------------------------------------------------------
-- The creation time is the database's (seeding staggers the sample rows'); an update keeps the workspace and the creation time.
create or replace function public.stamp_campaign()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    -- Sample rows (seeded by the database only) keep their staggered times, so they list in the
    -- spec's order.
    if not new.is_sample then
      new.created_at := now();
    end if;
    new.updated_at := new.created_at;
    return new;
  end if;
  new.workspace_id := old.workspace_id;
  new.created_at := old.created_at;
  return new;
end;
$$;
revoke execute on function public.stamp_campaign() from public, anon, authenticated;

create trigger campaigns_stamp
  before insert or update on public.campaigns
  for each row execute function public.stamp_campaign();

create trigger campaigns_touch_updated_at
  before update on public.campaigns
  for each row execute function public.touch_updated_at();

-- Activity -----------------------------------------------------------------------
-- Security definer: record_activity is for the database's own functions only. A status change
-- to paused or active is campaign_paused / campaign_resumed; a change of any other field (or of
-- the status to completed or draft, told in detail) is campaign_updated. An update that changes
-- nothing a person typed (such as the author set null when an account goes) records nothing.
-- Seeding sample rows records nothing; a delete that is part of deleting the whole workspace
-- records nothing either (the workspace, and its feed, are going).
create or replace function public.record_campaign_activity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if not new.is_sample then
      perform public.record_activity(new.workspace_id, 'campaign_created', new.name);
    end if;
    return null;
  end if;
  if tg_op = 'DELETE' then
    if exists (select 1 from public.workspaces w where w.id = old.workspace_id) then
      perform public.record_activity(old.workspace_id, 'campaign_deleted', old.name);
    end if;
    return null;
  end if;
  if new.status is distinct from old.status and new.status in ('paused', 'active') then
    perform public.record_activity(
      new.workspace_id, case new.status when 'paused' then 'campaign_paused' else 'campaign_resumed' end, new.name);
  end if;
  if (new.name, new.objective, new.budget, new.spent, new.impressions, new.clicks, new.conversions,
      new.start_date, new.end_date, new.platform, new.thumbnail)
     is distinct from
     (old.name, old.objective, old.budget, old.spent, old.impressions, old.clicks, old.conversions,
      old.start_date, old.end_date, old.platform, old.thumbnail)
     or (new.status is distinct from old.status and new.status in ('completed', 'draft')) then
    perform public.record_activity(
      new.workspace_id, 'campaign_updated', new.name,
      case when new.status is distinct from old.status and new.status in ('completed', 'draft')
           then new.status end);
  end if;
  return null;
end;
$$;
revoke execute on function public.record_campaign_activity() from public, anon, authenticated;

create trigger campaigns_record_activity
  after insert or update or delete on public.campaigns
  for each row execute function public.record_campaign_activity();

-- Public RPCs --------------------------------------------------------------------
-- Both run as the caller (security invoker): the policies decide what they may change, and each
-- first checks every id against the same rule, so a list with one campaign the caller may not
-- change (or of another workspace, which the caller cannot even see) changes nothing at all.
-- The rows are locked while checked, so the check and the change see the same campaigns.

-- Pauses ('pause': to paused) or resumes ('resume': to active) 1 to 1,000 campaigns. A completed
-- campaign stays completed; one already in the wanted status is left as it is. Returns how many
-- campaigns changed.
create or replace function public.set_campaign_status(p_ids uuid[], p_action text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted uuid[];
  allowed integer;
  changed integer;
begin
  if p_action is null or p_action not in ('pause', 'resume') then
    raise exception 'The action must be pause or resume' using errcode = '22023';
  end if;
  if p_ids is null or coalesce(pg_catalog.cardinality(p_ids), 0) not between 1 and 1000
     or pg_catalog.array_position(p_ids, null) is not null then
    raise exception 'Choose between 1 and 1,000 campaigns' using errcode = '22023';
  end if;
  select pg_catalog.array_agg(distinct i) into wanted from pg_catalog.unnest(p_ids) as i;

  select count(*)::integer into allowed
    from (select c.id from public.campaigns c
           where c.id = any (wanted)
             and (public.caller_has_workspace_role(c.workspace_id, array['owner', 'admin'])
                  or (c.author_id = (select auth.uid())
                      and public.caller_has_workspace_role(c.workspace_id, array['member'])))
           for update) as mine;
  if allowed <> pg_catalog.cardinality(wanted) then
    raise exception 'You can''t change some of these campaigns, or they were deleted'
      using errcode = '42501', hint = 'campaign_forbidden';
  end if;

  update public.campaigns c
     set status = case p_action when 'pause' then 'paused' else 'active' end
   where c.id = any (wanted)
     and c.status <> 'completed'
     and c.status <> case p_action when 'pause' then 'paused' else 'active' end;
  get diagnostics changed = row_count;
  return changed;
end;
$$;
revoke execute on function public.set_campaign_status(uuid[], text) from public, anon;
grant execute on function public.set_campaign_status(uuid[], text) to authenticated, service_role;

-- Deletes 1 to 1,000 campaigns; returns how many.
create or replace function public.delete_campaigns(p_ids uuid[])
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  wanted uuid[];
  allowed integer;
  deleted integer;
begin
  if p_ids is null or coalesce(pg_catalog.cardinality(p_ids), 0) not between 1 and 1000
     or pg_catalog.array_position(p_ids, null) is not null then
    raise exception 'Choose between 1 and 1,000 campaigns' using errcode = '22023';
  end if;
  select pg_catalog.array_agg(distinct i) into wanted from pg_catalog.unnest(p_ids) as i;

  select count(*)::integer into allowed
    from (select c.id from public.campaigns c
           where c.id = any (wanted)
             and (public.caller_has_workspace_role(c.workspace_id, array['owner', 'admin'])
                  or (c.author_id = (select auth.uid())
                      and public.caller_has_workspace_role(c.workspace_id, array['member'])))
           for update) as mine;
  if allowed <> pg_catalog.cardinality(wanted) then
    raise exception 'You can''t delete some of these campaigns, or they were deleted'
      using errcode = '42501', hint = 'campaign_forbidden';
  end if;

  delete from public.campaigns c where c.id = any (wanted);
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;
revoke execute on function public.delete_campaigns(uuid[]) from public, anon;
grant execute on function public.delete_campaigns(uuid[]) to authenticated, service_role;

-- The summary cards. Totals are over every campaign of the workspace the caller can see (security
-- invoker: the policies decide, so an outsider gets zeros). Avg. CPA is total spent over total
-- conversions (null when there were none).
--
-- "Versus last month": campaigns carry no dated results (spend per day), so a month's figures are
-- those of the campaigns that STARTED in it (by start_date): this calendar month's against the
-- previous calendar month's, in the database's time zone. The screen shows a change only when
-- the previous month had campaigns (last_month_campaigns > 0) and that figure was not zero;
-- otherwise it shows no change at all rather than a made-up one.
create or replace function public.campaign_summary(p_workspace_id uuid)
returns table (
  total_spent numeric,
  total_impressions bigint,
  total_conversions bigint,
  avg_cpa numeric,
  this_month_campaigns integer,
  this_month_spent numeric,
  this_month_impressions bigint,
  this_month_conversions bigint,
  this_month_avg_cpa numeric,
  last_month_campaigns integer,
  last_month_spent numeric,
  last_month_impressions bigint,
  last_month_conversions bigint,
  last_month_avg_cpa numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  with bounds as (
    select pg_catalog.date_trunc('month', current_date)::date as this_month,
           (pg_catalog.date_trunc('month', current_date) - interval '1 month')::date as last_month,
           (pg_catalog.date_trunc('month', current_date) + interval '1 month')::date as next_month
  ),
  mine as (
    select c.*, (c.start_date >= b.this_month and c.start_date < b.next_month) as in_this_month,
           (c.start_date >= b.last_month and c.start_date < b.this_month) as in_last_month
      from public.campaigns c, bounds b
     where c.workspace_id = p_workspace_id
  )
  select coalesce(sum(spent), 0),
         coalesce(sum(impressions), 0)::bigint,
         coalesce(sum(conversions), 0)::bigint,
         sum(spent) / nullif(sum(conversions), 0),
         (count(*) filter (where in_this_month))::integer,
         coalesce(sum(spent) filter (where in_this_month), 0),
         coalesce(sum(impressions) filter (where in_this_month), 0)::bigint,
         coalesce(sum(conversions) filter (where in_this_month), 0)::bigint,
         (sum(spent) filter (where in_this_month)) / nullif(sum(conversions) filter (where in_this_month), 0),
         (count(*) filter (where in_last_month))::integer,
         coalesce(sum(spent) filter (where in_last_month), 0),
         coalesce(sum(impressions) filter (where in_last_month), 0)::bigint,
         coalesce(sum(conversions) filter (where in_last_month), 0)::bigint,
         (sum(spent) filter (where in_last_month)) / nullif(sum(conversions) filter (where in_last_month), 0)
    from mine
$$;
revoke execute on function public.campaign_summary(uuid) from public, anon;
grant execute on function public.campaign_summary(uuid) to authenticated, service_role;

-- Sample campaigns ----------------------------------------------------------------
-- The spec's sample campaigns (src/data/campaigns.ts), dated around today so they look current:
-- two started this month and two last month (so the summary has a change to show), one finished
-- three months ago, one draft starts next month. Ordinary rows: admins and owners edit and
-- delete them; is_sample is their only mark. Security definer: it runs from the workspaces
-- trigger and the backfill, not from the API.
create or replace function public.seed_sample_campaigns(p_workspace_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  with m as (select pg_catalog.date_trunc('month', current_date)::date as d)
  insert into public.campaigns (
    workspace_id, author_id, name, thumbnail, objective, status, budget, spent, impressions, clicks,
    conversions, start_date, end_date, platform, is_sample, created_at)
  select p_workspace_id, null, s.name, s.thumbnail, s.objective, s.status, s.budget, s.spent,
         s.impressions, s.clicks, s.conversions, s.start_date, s.end_date, 'YouTube', true,
         now() - s.age
    from m, lateral (values
      ('Summer Product Launch', 'from-orange-400 to-rose-500', 'Conversions', 'active',
       15000, 9842, 1284500, 44960, 1312, m.d, (m.d + interval '3 months' - interval '1 day')::date,
       interval '1 minutes'),
      ('Creator Course Webinar Signups', 'from-indigo-500 to-violet-500', 'Lead Generation', 'active',
       8000, 5126, 612300, 18980, 846, (m.d - interval '1 month' + interval '14 days')::date,
       (m.d + interval '1 month' + interval '14 days')::date, interval '2 minutes'),
      ('Brand Story Pre-roll', 'from-sky-400 to-blue-600', 'Brand Awareness', 'paused',
       12000, 7415, 2104800, 27360, 214, (m.d - interval '1 month' + interval '2 days')::date,
       (m.d + interval '1 month' + interval '2 days')::date, interval '3 minutes'),
      ('How-To Tutorial Series Boost', 'from-emerald-400 to-teal-600', 'Video Views', 'active',
       6500, 3968, 948200, 36030, 402, m.d, (m.d + interval '3 months' - interval '1 day')::date,
       interval '4 minutes'),
      ('Black Friday Retargeting', 'from-slate-600 to-slate-900', 'Website Traffic', 'completed',
       10000, 9987, 1536900, 52250, 1468, (m.d - interval '3 months')::date, (m.d - interval '1 day')::date,
       interval '5 minutes'),
      ('Holiday Gift Guide', 'from-red-500 to-amber-400', 'Conversions', 'draft',
       9500, 0, 0, 0, 0, (m.d + interval '1 month')::date, (m.d + interval '1 month' + interval '23 days')::date,
       interval '6 minutes')
    ) as s (name, thumbnail, objective, status, budget, spent, impressions, clicks, conversions,
            start_date, end_date, age);
$$;
revoke execute on function public.seed_sample_campaigns(uuid) from public, anon, authenticated;

create or replace function public.seed_workspace_sample_campaigns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.seed_sample_campaigns(new.id);
  return null;
end;
$$;
revoke execute on function public.seed_workspace_sample_campaigns() from public, anon, authenticated;

create trigger workspaces_seed_sample_campaigns
  after insert on public.workspaces
  for each row execute function public.seed_workspace_sample_campaigns();

-- Existing workspaces, once.
select public.seed_sample_campaigns(w.id) from public.workspaces w;
