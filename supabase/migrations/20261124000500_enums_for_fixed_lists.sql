-- Fixed lists as enum types. Every role, status and kind a column holds was `text` with a
-- `check (x in (...))`, so the generated TypeScript types saw only `string` and the app wrote each
-- union again by hand. Now each list is a type of its own: a value outside it is refused by the
-- type itself (22P02, which PostgREST answers with 400), and `supabase gen types` carries every
-- list (`Enums<'video_status'>`, `Constants.public.Enums.video_status`).
--
-- PostgreSQL refuses to change the type of a column that a view, a policy or a column trigger
-- (`before update of role`) reads, and rebuilds check constraints and index predicates from their
-- text, where a literal is spelled `'x'::text` and no longer compares with the enum. So those
-- views, policies, triggers, constraints and indexes are dropped here and made again, word for
-- word as their latest migration made them, once the columns have their types. Literal values
-- (`status = 'pending'`) need nothing more; a text parameter of a function compared with or
-- written into one of these columns is cast inside the function. Functions keep their parameters
-- as text, so every call (supabase-js, the edge functions, the policies) stays as it is; a
-- function that returns one of these lists returns its type, so the generated types carry it too.
--
-- Types, unlike tables and functions, are usable by PUBLIC when they are created, and
-- 20261124000200 closed only the defaults of tables, sequences and functions: every API role can
-- already read and write these values. The local outbox's kinds of message (local_meta.mail) are
-- internal to local mode and stay a check.

-- Types ------------------------------------------------------------------------
-- Values in alphabetical order: an enum sorts in the order of its values, so a sort by one of
-- these columns (`.order('role')`) answers as it did while they were text.
create type public.workspace_role as enum ('admin', 'member', 'owner', 'viewer');
create type public.invitation_status as enum ('accepted', 'declined', 'pending', 'revoked');
create type public.video_style as enum ('creative', 'energetic', 'minimal', 'professional');
create type public.video_aspect_ratio as enum ('16:9', '1:1', '4:5', '9:16');
create type public.video_mode as enum ('script', 'video');
create type public.video_provider as enum ('mock', 'pika', 'replicate', 'wavespeed');
create type public.video_status as enum ('completed', 'failed', 'processing', 'queued');
create type public.video_paid_by as enum ('credits', 'own_key');
create type public.credit_transaction_type as enum ('grant', 'purchase', 'refund', 'subscription', 'usage');
create type public.credit_idempotency_scope as enum ('grant', 'user', 'video', 'voice');
create type public.subscription_status as enum ('active', 'cancelled');
create type public.billing_interval as enum ('month', 'year');
create type public.payment_provider as enum ('mock', 'paypal', 'stripe');
create type public.platform_admin_role as enum ('admin', 'moderator', 'super_admin', 'support');
create type public.partner_event_type as enum (
  'payment.completed', 'payment.failed', 'refund.processed', 'subscription.cancelled', 'subscription.created');
create type public.voice_render_source as enum ('provider', 'sample');
-- What authenticate_partner_key answers about a partner's key.
create type public.partner_key_status as enum ('expired', 'ok', 'rate_limited', 'revoked', 'unknown');

-- What reads the columns as text goes first ---------------------------------------
drop view public.credit_balances;
drop view public.current_subscriptions;
drop view public.recent_credit_transactions;

drop policy "Owners and admins invite" on public.workspace_invitations;
drop policy "Owners and admins revoke pending invitations" on public.workspace_invitations;
drop policy "Users record their own own-key videos" on public.videos;
drop policy "Users update their own own-key videos" on public.videos;

drop index public.workspace_invitations_one_pending_idx;
drop index public.subscriptions_one_active_per_user;

drop trigger workspace_members_guard_own_role on public.workspace_members;
drop trigger workspace_invitations_stamp_revocation on public.workspace_invitations;

-- Columns ----------------------------------------------------------------------
alter table public.workspace_members
  drop constraint workspace_members_role_check,
  alter column role type public.workspace_role using role::public.workspace_role;

alter table public.workspace_invitations
  drop constraint workspace_invitations_role_check,
  drop constraint workspace_invitations_status_check,
  alter column role drop default,
  alter column status drop default,
  alter column role type public.workspace_role using role::public.workspace_role,
  alter column status type public.invitation_status using status::public.invitation_status,
  alter column role set default 'member',
  alter column status set default 'pending',
  -- A workspace has exactly one owner: an invitation never offers the role.
  add constraint invitations_never_offer_ownership check (role <> 'owner');

alter table public.videos
  drop constraint videos_style_check,
  drop constraint videos_aspect_ratio_check,
  drop constraint videos_mode_check,
  drop constraint videos_provider_check,
  drop constraint videos_status_check,
  drop constraint videos_paid_by_check,
  drop constraint own_key_jobs_spend_nothing,
  alter column mode drop default,
  alter column status drop default,
  alter column paid_by drop default,
  alter column style type public.video_style using style::public.video_style,
  alter column aspect_ratio type public.video_aspect_ratio using aspect_ratio::public.video_aspect_ratio,
  alter column mode type public.video_mode using mode::public.video_mode,
  alter column provider type public.video_provider using provider::public.video_provider,
  alter column status type public.video_status using status::public.video_status,
  alter column paid_by type public.video_paid_by using paid_by::public.video_paid_by,
  alter column mode set default 'video',
  alter column status set default 'queued',
  alter column paid_by set default 'credits',
  -- A row paid with the user's own key carries no credits.
  add constraint own_key_jobs_spend_nothing check (paid_by = 'credits' or (credits_spent = 0 and usage_entry_id is null));

alter table public.credit_ledger
  drop constraint credit_ledger_transaction_type_check,
  drop constraint idempotency_scope_is_a_spender,
  drop constraint usage_is_negative,
  drop constraint refund_names_its_usage,
  alter column transaction_type type public.credit_transaction_type
    using transaction_type::public.credit_transaction_type,
  alter column idempotency_scope type public.credit_idempotency_scope
    using idempotency_scope::public.credit_idempotency_scope,
  add constraint usage_is_negative check ((transaction_type = 'usage') = (amount < 0)),
  add constraint refund_names_its_usage check ((transaction_type = 'refund') = (refunded_entry_id is not null));

alter table public.subscriptions
  drop constraint subscriptions_status_check,
  drop constraint subscriptions_billing_interval_check,
  drop constraint subscriptions_provider_check,
  alter column status type public.subscription_status using status::public.subscription_status,
  alter column billing_interval type public.billing_interval using billing_interval::public.billing_interval,
  alter column provider type public.payment_provider using provider::public.payment_provider;

alter table public.platform_admins
  drop constraint platform_admins_role_check,
  alter column role drop default,
  alter column role type public.platform_admin_role using role::public.platform_admin_role,
  alter column role set default 'admin';

alter table public.partner_webhook_deliveries
  drop constraint partner_webhook_deliveries_event_type_check,
  alter column event_type type public.partner_event_type using event_type::public.partner_event_type;

alter table public.voice_renders
  drop constraint voice_renders_source_check,
  drop constraint only_sample_audio_is_made_again,
  alter column source type public.voice_render_source using source::public.voice_render_source,
  add constraint only_sample_audio_is_made_again check ((source = 'sample') = (audio is null));

-- Indexes, triggers, policies and views, as before -------------------------------------
create unique index workspace_invitations_one_pending_idx
  on public.workspace_invitations (workspace_id, lower(email)) where status = 'pending';
create unique index subscriptions_one_active_per_user on public.subscriptions (user_id) where status = 'active';

-- From 20261123000300_workspace_member_directory.sql (triggers fire in name order, as before).
create trigger workspace_members_guard_own_role
  before update of role on public.workspace_members
  for each row execute function public.guard_own_workspace_role();

create trigger workspace_invitations_stamp_revocation
  before update of status on public.workspace_invitations
  for each row execute function public.stamp_invitation_revocation();

create policy "Owners and admins invite" on public.workspace_invitations
  for insert to authenticated
  with check (
    public.caller_has_workspace_role(workspace_id, array['owner', 'admin'])
    and invited_by = (select auth.uid())
    and status = 'pending'
  );

create policy "Owners and admins revoke pending invitations" on public.workspace_invitations
  for update to authenticated
  using (public.caller_has_workspace_role(workspace_id, array['owner', 'admin']) and status = 'pending')
  with check (status = 'revoked');

create policy "Users record their own own-key videos" on public.videos
  for insert to authenticated
  with check (user_id = (select auth.uid()) and paid_by = 'own_key');

create policy "Users update their own own-key videos" on public.videos
  for update to authenticated
  using (user_id = (select auth.uid()) and paid_by = 'own_key')
  with check (user_id = (select auth.uid()) and paid_by = 'own_key');

-- From 20261123001100_subscriptions_lapse_after_their_period.sql.
create view public.current_subscriptions
with (security_invoker = true)
as
select s.id, s.user_id, s.plan_id, p.name as plan_name, p.price_monthly, p.price_yearly,
       p.credits_included, p.credit_price, s.status, s.billing_interval, s.current_period_start,
       s.current_period_end, s.provider, s.created_at
from public.subscriptions s
join public.plans p on p.id = s.plan_id
where s.status = 'active'
  and s.current_period_end > now() - interval '3 days';

revoke all on public.current_subscriptions from public, anon, authenticated;
grant select on public.current_subscriptions to authenticated, service_role;

-- From 20261124000300_credits_used_this_period.sql.
create view public.credit_balances
with (security_invoker = true)
as
with periods as (
  select a.user_id,
         coalesce(
           (select max(s.current_period_start)
              from public.current_subscriptions s
             where s.user_id = a.user_id and s.current_period_start <= now()),
           date_trunc('month', now())
         ) as period_start
  from public.credit_accounts a
)
select
  a.user_id,
  coalesce(sum(l.amount) filter (
    where l.transaction_type in ('purchase', 'subscription')
       or (l.transaction_type = 'grant' and l.entity_type is distinct from 'bonus')), 0) as total_credits,
  coalesce(-sum(l.amount) filter (where l.transaction_type in ('usage', 'refund')), 0) as used_credits,
  coalesce(sum(l.amount) filter (where l.transaction_type = 'grant' and l.entity_type = 'bonus'), 0) as bonus_credits,
  coalesce(sum(l.amount), 0) as available_credits,
  greatest(coalesce(-sum(l.amount) filter (
    where l.transaction_type in ('usage', 'refund') and l.created_at >= p.period_start), 0), 0) as used_this_period,
  p.period_start
from public.credit_accounts a
join periods p on p.user_id = a.user_id
left join public.credit_ledger l on l.user_id = a.user_id
group by a.user_id, p.period_start;

revoke all on public.credit_balances from public, anon, authenticated;
grant select on public.credit_balances to authenticated, service_role;

-- From 20261123000400_create_credits_and_plans.sql.
create view public.recent_credit_transactions
with (security_invoker = true)
as
select id, user_id, amount, transaction_type, cost_amount, description, entity_type, entity_id, created_at
from (
  select l.*, row_number() over (partition by l.user_id order by l.created_at desc, l.id) as recency
  from public.credit_ledger l
) ranked
where recency <= 50;

revoke all on public.recent_credit_transactions from public, anon, authenticated;
grant select on public.recent_credit_transactions to authenticated, service_role;

-- Workspaces ---------------------------------------------------------------------
-- Stays text: the policies compare it with their text[] of allowed roles.
create or replace function public.workspace_role_of_caller(target_workspace uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select m.role::text from public.workspace_members m
   where m.workspace_id = target_workspace and m.user_id = (select auth.uid())
$$;

-- From 20261123000300_workspace_member_directory.sql; the role is now the workspace_role type.
drop function public.list_workspace_members(uuid);
create function public.list_workspace_members(target_workspace uuid)
returns table (
  user_id uuid,
  email text,
  first_name text,
  last_name text,
  role public.workspace_role,
  joined_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id,
         coalesce(u.email::text, p.email),
         p.first_name,
         p.last_name,
         m.role,
         m.created_at
    from public.workspace_members m
    left join public.profiles p on p.id = m.user_id
    left join auth.users u on u.id = m.user_id
   where m.workspace_id = target_workspace
     and public.workspace_role_of_caller(target_workspace) is not null
   order by case m.role when 'owner' then 0 when 'admin' then 1 when 'member' then 2 else 3 end,
            lower(coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), u.email::text, p.email)),
            m.created_at
$$;
revoke execute on function public.list_workspace_members(uuid) from public, anon, authenticated;
grant execute on function public.list_workspace_members(uuid) to authenticated, service_role;

-- From 20261124000400_invitations_need_confirmed_email.sql; the role is now the workspace_role type.
drop function public.list_my_workspace_invitations();
create function public.list_my_workspace_invitations()
returns table (
  id uuid,
  workspace_id uuid,
  workspace_name text,
  role public.workspace_role,
  invited_by_email text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.workspace_id, w.name, i.role, u.email::text, i.created_at
    from public.workspace_invitations i
    join public.workspaces w on w.id = i.workspace_id
    left join auth.users u on u.id = i.invited_by
   where i.status = 'pending'
     and lower(i.email) = (select public.caller_confirmed_email())
   order by i.created_at desc
$$;
revoke execute on function public.list_my_workspace_invitations() from public, anon, authenticated;
grant execute on function public.list_my_workspace_invitations() to authenticated, service_role;

-- From 20261124000400_invitations_need_confirmed_email.sql; the answer is typed.
create or replace function public.respond_to_workspace_invitation(invitation_id uuid, accept boolean)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.workspace_invitations;
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to answer an invitation' using errcode = '42501';
  end if;
  select * into invitation from public.workspace_invitations
   where id = invitation_id and status = 'pending'
     and lower(email) = (select public.caller_confirmed_email())
   for update;
  if not found then
    raise exception 'This invitation does not exist or was already answered' using errcode = 'P0001';
  end if;
  update public.workspace_invitations
     set status = case when accept then 'accepted'::public.invitation_status else 'declined' end,
         responded_at = now()
   where id = invitation.id;
  if accept then
    insert into public.workspace_members (workspace_id, user_id, role)
    values (invitation.workspace_id, caller, invitation.role)
    on conflict (workspace_id, user_id) do nothing;
  end if;
  return invitation.workspace_id;
end;
$$;

-- Platform admins ------------------------------------------------------------------
-- From 20261123000600_create_platform_admins.sql; the role is now the platform_admin_role type.
drop function public.platform_admin_role();
create function public.platform_admin_role()
returns public.platform_admin_role
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.platform_admins where user_id = auth.uid();
$$;
revoke execute on function public.platform_admin_role() from public, anon, authenticated;
grant execute on function public.platform_admin_role() to authenticated, service_role;

-- Credits ----------------------------------------------------------------------------
-- From 20261124000100_idempotency_bound_to_request.sql; the scope parameter is cast.
create or replace function public.replayed_entry(p_user_id uuid, p_scope text, p_key text, p_fingerprint text)
returns public.credit_ledger
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  entry public.credit_ledger;
begin
  if p_key is null then
    return null;
  end if;
  select * into entry from public.credit_ledger
   where user_id = p_user_id and idempotency_scope = p_scope::public.credit_idempotency_scope
     and idempotency_key = p_key;
  if not found then
    return null;
  end if;
  if entry.request_fingerprint is distinct from p_fingerprint then
    raise exception 'This idempotency key was already used for a different request'
      using errcode = '23505', hint = 'idempotency_conflict';
  end if;
  return entry;
end;
$$;

-- From 20261124000100_idempotency_bound_to_request.sql; the scope parameter is cast.
create or replace function public.debit_locked_account(
  p_user_id uuid,
  p_amount numeric,
  p_description text,
  p_entity_type text,
  p_entity_id text,
  p_scope text,
  p_idempotency_key text,
  p_request_fingerprint text
)
returns public.credit_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.credit_ledger;
begin
  if public.available_credits_of(p_user_id) < p_amount then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;
  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, entity_id,
    idempotency_scope, idempotency_key, request_fingerprint)
  values (p_user_id, -p_amount, 'usage', p_description, p_entity_type, p_entity_id,
    case when p_idempotency_key is null then null else p_scope::public.credit_idempotency_scope end, p_idempotency_key,
    case when p_idempotency_key is null then null else p_request_fingerprint end)
  returning * into entry;
  return entry;
end;
$$;

-- From 20261124000100_idempotency_bound_to_request.sql; the type parameter is cast.
create or replace function public.grant_credits(
  p_user_id uuid,
  p_amount numeric,
  p_type text,
  p_description text,
  p_cost_amount numeric default null,
  p_entity_type text default null,
  p_entity_id text default null,
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
  if p_type is null or p_type not in ('purchase', 'grant', 'subscription') then
    raise exception 'Credits are granted as a purchase, a grant or a subscription' using errcode = '22023';
  end if;
  perform public.check_credit_amount(p_amount, 1000000, 'The amount to grant');
  perform public.check_price(p_cost_amount, 'The cost');
  if coalesce(trim(p_description), '') = '' then
    raise exception 'A description is required' using errcode = '22023';
  end if;
  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = '23503';
  end if;
  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger
     where user_id = p_user_id and idempotency_scope = 'grant' and idempotency_key = p_idempotency_key;
    if found then
      return entry;
    end if;
  end if;
  insert into public.credit_ledger (user_id, amount, transaction_type, cost_amount, description, entity_type,
    entity_id, idempotency_scope, idempotency_key)
  values (p_user_id, p_amount, p_type::public.credit_transaction_type, p_cost_amount, p_description,
    p_entity_type, p_entity_id,
    case when p_idempotency_key is null then null else 'grant'::public.credit_idempotency_scope end,
    p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;

-- Subscriptions ------------------------------------------------------------------------
-- From 20261124000100_idempotency_bound_to_request.sql; provider and interval are cast.
create or replace function public.apply_subscription_period(
  p_user_id uuid,
  p_plan_id text,
  p_interval text,
  p_provider text,
  p_provider_subscription_id text,
  p_provider_customer_id text,
  p_period_start timestamptz,
  p_period_end timestamptz,
  p_event_at timestamptz,
  p_event_id text default null
)
returns public.subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  plan public.plans;
  sub public.subscriptions;
  period_end timestamptz;
  allowance numeric;
begin
  select * into plan from public.plans where id = p_plan_id and is_active;
  if not found then
    raise exception 'No such plan: %', p_plan_id using errcode = '22023';
  end if;
  if plan.price_monthly = 0 then
    raise exception 'The Free plan needs no subscription' using errcode = '22023';
  end if;
  if p_interval is null or p_interval not in ('month', 'year') then
    raise exception 'The interval is month or year' using errcode = '22023';
  end if;
  period_end := coalesce(p_period_end, p_period_start + case p_interval when 'year' then interval '365 days' else interval '30 days' end);

  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = '23503';
  end if;

  select * into sub from public.subscriptions
   where provider = p_provider::public.payment_provider and provider_subscription_id = p_provider_subscription_id;
  if found and sub.user_id <> p_user_id then
    raise exception 'This subscription belongs to another account'
      using errcode = '23505', hint = 'idempotency_conflict';
  end if;
  if not public.record_payment_event(p_provider, p_event_id, 'subscription_period', p_user_id,
      jsonb_build_object('plan_id', p_plan_id, 'interval', p_interval, 'subscription_id', p_provider_subscription_id)) then
    return sub;
  end if;

  if sub.id is not null and sub.status = 'cancelled' then
    return sub;
  end if;

  if sub.id is null then
    update public.subscriptions set status = 'cancelled', cancelled_at = now(), updated_at = now()
     where user_id = p_user_id and status = 'active';
    insert into public.subscriptions (user_id, plan_id, status, billing_interval, current_period_start, current_period_end,
      provider, provider_customer_id, provider_subscription_id, last_event_at)
    values (p_user_id, p_plan_id, 'active', p_interval::public.billing_interval, p_period_start, period_end,
      p_provider::public.payment_provider, p_provider_customer_id, p_provider_subscription_id, p_event_at)
    returning * into sub;
  elsif sub.last_event_at <= p_event_at then
    update public.subscriptions
       set plan_id = p_plan_id,
           billing_interval = p_interval::public.billing_interval,
           current_period_start = greatest(current_period_start, p_period_start),
           current_period_end = greatest(current_period_end, period_end),
           provider_customer_id = coalesce(p_provider_customer_id, provider_customer_id),
           last_event_at = p_event_at,
           updated_at = now()
     where id = sub.id
    returning * into sub;
  end if;

  -- A paid period earns its credits even when its event arrives late (once per period);
  -- a year's period earns twelve months' worth.
  allowance := plan.credits_included * case p_interval when 'year' then 12 else 1 end;
  if allowance > 0 then
    perform public.grant_credits(p_user_id, allowance, 'subscription',
      format('%s plan: %s credits for the period from %s', plan.name, allowance, to_char(p_period_start at time zone 'UTC', 'YYYY-MM-DD')),
      null, 'subscription', sub.id::text,
      format('subscription:%s:%s:%s', p_provider, p_provider_subscription_id, extract(epoch from date_trunc('second', p_period_start))::bigint));
  end if;
  return sub;
end;
$$;

-- From 20261123000400_create_credits_and_plans.sql; the provider is cast.
create or replace function public.cancel_subscription(
  p_provider text,
  p_provider_subscription_id text,
  p_event_at timestamptz,
  p_event_id text default null
)
returns public.subscriptions
language plpgsql
security definer
set search_path = ''
as $$
declare
  sub public.subscriptions;
begin
  select * into sub from public.subscriptions
   where provider = p_provider::public.payment_provider and provider_subscription_id = p_provider_subscription_id
   for update;
  if not found then
    return null;
  end if;
  if not public.record_payment_event(p_provider, p_event_id, 'subscription_cancelled', sub.user_id) then
    return sub;
  end if;
  if sub.status = 'cancelled' or sub.last_event_at > p_event_at then
    return sub;
  end if;
  update public.subscriptions
     set status = 'cancelled', cancelled_at = now(), last_event_at = p_event_at, updated_at = now()
   where id = sub.id
  returning * into sub;
  return sub;
end;
$$;

-- Videos -------------------------------------------------------------------------------
-- From 20261124000100_idempotency_bound_to_request.sql; style, aspect ratio and mode are cast.
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
  description text := format('Video generation (%s)', p_style);
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

  perform public.lock_credit_account(p_user_id);

  if p_idempotency_key is not null then
    fingerprint := public.spend_fingerprint(p_cost, description, 'video', null,
      public.video_job_request(p_script, p_prompt, p_style, p_duration, p_aspect_ratio, p_voice, p_quality, p_mode));
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
  insert into public.videos (id, user_id, title, script, prompt, style, duration, aspect_ratio, voice, quality,
    mode, status, progress, credits_spent, usage_entry_id, paid_by)
  values (job_id, p_user_id,
    case when length(first_line) > 60 then rtrim(left(first_line, 57)) || '...' else nullif(first_line, '') end,
    nullif(trim(p_script), ''), trim(p_prompt), p_style::public.video_style, p_duration,
    p_aspect_ratio::public.video_aspect_ratio, p_voice, p_quality,
    coalesce(p_mode, 'video')::public.video_mode, 'queued', 0, p_cost, entry.id, 'credits')
  returning * into job;
  return job;
end;
$$;

-- From 20261123000500_create_videos.sql; the status and the provider are cast.
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
  next_status public.video_status;
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

  next_status := case when p_status = 'queued' then job.status else p_status::public.video_status end;
  update public.videos
     set status = next_status,
         progress = case
           when next_status = 'completed' then 100
           else greatest(progress, least(greatest(coalesce(p_progress, progress), 0), 100))
         end,
         provider = coalesce(p_provider::public.video_provider, provider),
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

-- From 20261124000100_idempotency_bound_to_request.sql; the source is cast.
create or replace function public.record_voice_render(
  p_user_id uuid,
  p_usage_entry_id uuid,
  p_render_id text,
  p_source text,
  p_content_type text,
  p_audio_base64 text default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.credit_ledger;
begin
  if p_source is null or p_source not in ('provider', 'sample') then
    raise exception 'The source of a voice-over is provider or sample' using errcode = '22023';
  end if;
  if (p_source = 'provider') <> (coalesce(p_audio_base64, '') <> '') then
    raise exception 'Provider audio is kept; sample audio is made again' using errcode = '22023';
  end if;
  perform public.lock_credit_account(p_user_id);
  select * into entry from public.credit_ledger
   where id = p_usage_entry_id and user_id = p_user_id and transaction_type = 'usage'
     and idempotency_scope = 'voice';
  if not found or entry.entity_id is distinct from p_render_id then
    raise exception 'No such voice-over' using errcode = '22023';
  end if;
  if exists (select 1 from public.credit_ledger r where r.refunded_entry_id = entry.id) then
    raise exception 'This request was refunded; start a new one' using errcode = 'P0001', hint = 'already_refunded';
  end if;
  insert into public.voice_renders (usage_entry_id, user_id, source, content_type, audio)
  values (entry.id, p_user_id, p_source::public.voice_render_source, p_content_type,
    case when p_source = 'provider' then decode(p_audio_base64, 'base64') end)
  on conflict (usage_entry_id) do nothing;
end;
$$;

-- Partner API ----------------------------------------------------------------------------
-- From 20261123000700_create_partner_api_keys.sql; the status is now the partner_key_status type.
drop function public.authenticate_partner_key(text, integer, integer);
create function public.authenticate_partner_key(p_key_hash text, p_limit integer, p_window_seconds integer)
returns table (
  key_id uuid,
  owner_id uuid,
  permissions jsonb,
  status public.partner_key_status,
  retry_after_seconds integer
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  k public.api_keys;
  at_time timestamptz := clock_timestamp();
  window_length interval;
  window_end timestamptz;
begin
  if p_limit is null or p_limit < 1 or p_window_seconds is null or p_window_seconds < 1 then
    raise exception 'The rate limit must be positive' using errcode = '22023';
  end if;
  window_length := make_interval(secs => p_window_seconds);

  select * into k from public.api_keys a where a.key_hash = p_key_hash for update;
  if not found then
    return query select null::uuid, null::uuid, null::jsonb, 'unknown'::public.partner_key_status, null::integer;
    return;
  end if;
  if not k.is_active or k.revoked_at is not null then
    return query select k.id, k.created_by, k.permissions, 'revoked'::public.partner_key_status, null::integer;
    return;
  end if;
  if k.expires_at is not null and k.expires_at <= at_time then
    return query select k.id, k.created_by, k.permissions, 'expired'::public.partner_key_status, null::integer;
    return;
  end if;

  if k.rate_window_started_at is not null and k.rate_window_started_at + window_length > at_time then
    if k.rate_window_count >= p_limit then
      window_end := k.rate_window_started_at + window_length;
      return query select k.id, k.created_by, k.permissions, 'rate_limited'::public.partner_key_status,
        greatest(1, ceil(extract(epoch from (window_end - at_time))))::integer;
      return;
    end if;
    update public.api_keys a
       set rate_window_count = a.rate_window_count + 1, last_used_at = at_time
     where a.id = k.id;
  else
    update public.api_keys a
       set rate_window_started_at = at_time, rate_window_count = 1, last_used_at = at_time
     where a.id = k.id;
  end if;
  return query select k.id, k.created_by, k.permissions, 'ok'::public.partner_key_status, null::integer;
end;
$$;
revoke execute on function public.authenticate_partner_key(text, integer, integer) from public, anon, authenticated;
grant execute on function public.authenticate_partner_key(text, integer, integer) to service_role;
