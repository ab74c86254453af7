-- Credits, plans and subscriptions: the money of the product, kept in Postgres.
-- The balance is derived from an append-only ledger. Users read their own rows and spend their
-- own credits through spend_credits; only the service role (webhooks, server functions) grants,
-- refunds and changes subscriptions.

-- Tables -----------------------------------------------------------------------
-- The plans on sale, seeded with the spec's four tiers. Prices in US dollars.
create table public.plans (
  id text primary key,
  name text not null,
  price_monthly numeric(10, 2) not null check (price_monthly >= 0),
  price_yearly numeric(10, 2) not null check (price_yearly >= 0),
  credits_included integer not null check (credits_included >= 0),
  credit_price numeric(10, 2) not null check (credit_price >= 0),
  features text[] not null default '{}',
  is_popular boolean not null default false,
  is_active boolean not null default true,
  sort_order integer not null default 0
);

-- One row per user: the row spend_credits locks, so spends of one user run one at a time.
create table public.credit_accounts (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

-- Every change to a user's credits, never updated or deleted. amount is signed: usage is
-- negative; purchases, grants, refunds and subscription allowances are positive.
create table public.credit_ledger (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.credit_accounts (user_id) on delete cascade,
  amount numeric(12, 2) not null check (amount <> 0),
  transaction_type text not null check (transaction_type in ('purchase', 'usage', 'grant', 'refund', 'subscription')),
  cost_amount numeric(10, 2) check (cost_amount >= 0),
  description text not null,
  entity_type text,
  entity_id text,
  idempotency_key text,
  refunded_entry_id uuid references public.credit_ledger (id) on delete cascade,
  created_at timestamptz not null default clock_timestamp(),
  constraint usage_is_negative check ((transaction_type = 'usage') = (amount < 0)),
  constraint refund_names_its_usage check ((transaction_type = 'refund') = (refunded_entry_id is not null))
);

create unique index credit_ledger_idempotency on public.credit_ledger (user_id, idempotency_key)
  where idempotency_key is not null;
create unique index credit_ledger_one_refund_per_usage on public.credit_ledger (refunded_entry_id)
  where refunded_entry_id is not null;
create index credit_ledger_user_time on public.credit_ledger (user_id, created_at desc);

-- A user's paid plan. At most one is active; the Free plan is the absence of one.
create table public.subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  plan_id text not null references public.plans (id),
  status text not null check (status in ('active', 'cancelled')),
  billing_interval text not null check (billing_interval in ('month', 'year')),
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  provider text not null check (provider in ('stripe', 'paypal', 'mock')),
  provider_customer_id text,
  provider_subscription_id text not null,
  -- The provider's time of the newest event applied: older events never move the row back.
  last_event_at timestamptz not null,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (current_period_end > current_period_start)
);

create unique index subscriptions_one_active_per_user on public.subscriptions (user_id) where status = 'active';
create unique index subscriptions_provider_id on public.subscriptions (provider, provider_subscription_id);

-- Payment events already applied (webhook deliveries, captures): each applies once.
create table public.payment_events (
  provider text not null,
  event_id text not null,
  event_type text not null,
  user_id uuid references auth.users (id) on delete set null,
  applied_at timestamptz not null default now(),
  primary key (provider, event_id)
);

alter table public.plans enable row level security;
alter table public.credit_accounts enable row level security;
alter table public.credit_ledger enable row level security;
alter table public.subscriptions enable row level security;
alter table public.payment_events enable row level security;

-- The bootstrap's default privileges grant everything; keep only reads for users.
revoke all on public.plans, public.credit_accounts, public.credit_ledger, public.subscriptions,
  public.payment_events from anon, authenticated;
grant select on public.plans to anon, authenticated;
grant select on public.credit_accounts, public.credit_ledger, public.subscriptions to authenticated;
grant all on public.plans, public.credit_accounts, public.subscriptions, public.payment_events to service_role;
-- The ledger is append-only, for the service role too.
grant select, insert on public.credit_ledger to service_role;
revoke update, delete, truncate on public.credit_ledger from service_role;

-- Seed -------------------------------------------------------------------------
insert into public.plans (id, name, price_monthly, price_yearly, credits_included, credit_price, features, is_popular, sort_order)
values
  ('free', 'Free', 0, 0, 5, 0,
    array['5 credits per month', 'Basic video generation', 'Community support'], false, 1),
  ('starter', 'Starter', 19, 190, 50, 0.38,
    array['50 credits per month', 'Everything in Free', 'HD video', 'Email support', 'All templates', 'Standard and fast quality'], false, 2),
  ('creator', 'Creator', 49, 490, 150, 0.33,
    array['150 credits per month', 'Everything in Starter', '4K video', 'Priority support', 'Advanced templates', 'Team collaboration', 'All quality options'], true, 3),
  ('pro', 'Pro', 99, 990, 400, 0.25,
    array['400 credits per month', 'Everything in Creator', 'Unlimited 4K', 'White-label', 'API access', 'Dedicated support', 'Advanced automation'], false, 4);

-- Helpers ----------------------------------------------------------------------
-- The ledger refuses edits and deletes; rows go only with their user.
create or replace function public.keep_credit_ledger_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' and not exists (select 1 from auth.users u where u.id = old.user_id) then
    return old;
  end if;
  raise exception 'The credit ledger is append-only' using errcode = '42501';
end;
$$;

create trigger credit_ledger_append_only
  before update or delete on public.credit_ledger
  for each row execute function public.keep_credit_ledger_append_only();

-- A user's balance from their ledger. Welcome credits, allowances and purchases are the total;
-- grants marked as a bonus are the bonus; usage less its refunds is what was used.
create or replace view public.credit_balances
with (security_invoker = true)
as
select
  a.user_id,
  coalesce(sum(l.amount) filter (
    where l.transaction_type in ('purchase', 'subscription')
       or (l.transaction_type = 'grant' and l.entity_type is distinct from 'bonus')), 0) as total_credits,
  coalesce(-sum(l.amount) filter (where l.transaction_type in ('usage', 'refund')), 0) as used_credits,
  coalesce(sum(l.amount) filter (where l.transaction_type = 'grant' and l.entity_type = 'bonus'), 0) as bonus_credits,
  coalesce(sum(l.amount), 0) as available_credits
from public.credit_accounts a
left join public.credit_ledger l on l.user_id = a.user_id
group by a.user_id;

revoke all on public.credit_balances from anon, authenticated;
grant select on public.credit_balances to authenticated, service_role;

-- The latest 50 entries of each user's ledger, newest first.
create or replace view public.recent_credit_transactions
with (security_invoker = true)
as
select id, user_id, amount, transaction_type, cost_amount, description, entity_type, entity_id, created_at
from (
  select l.*, row_number() over (partition by l.user_id order by l.created_at desc, l.id) as recency
  from public.credit_ledger l
) ranked
where recency <= 50;

revoke all on public.recent_credit_transactions from anon, authenticated;
grant select on public.recent_credit_transactions to authenticated, service_role;

-- The caller's active subscription with its plan, for the Billing tab.
create or replace view public.current_subscriptions
with (security_invoker = true)
as
select s.id, s.user_id, s.plan_id, p.name as plan_name, p.price_monthly, p.price_yearly,
       p.credits_included, p.credit_price, s.status, s.billing_interval, s.current_period_start,
       s.current_period_end, s.provider, s.created_at
from public.subscriptions s
join public.plans p on p.id = s.plan_id
where s.status = 'active';

revoke all on public.current_subscriptions from anon, authenticated;
grant select on public.current_subscriptions to authenticated, service_role;

-- The available credits of a user whose account row the caller has locked.
create or replace function public.available_credits_of(target_user uuid)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(amount), 0) from public.credit_ledger where user_id = target_user
$$;
revoke execute on function public.available_credits_of(uuid) from public, anon, authenticated;

-- A new user gets an account and the 5 welcome credits.
create or replace function public.open_credit_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.credit_accounts (user_id) values (new.id);
  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, idempotency_key)
  values (new.id, 5, 'grant', 'Welcome credits', 'welcome', 'welcome');
  return new;
end;
$$;
revoke execute on function public.open_credit_account() from public, anon, authenticated;

create trigger on_auth_user_created_open_credit_account
  after insert on auth.users
  for each row execute function public.open_credit_account();

-- Users who signed up before this migration get their account and welcome credits too.
insert into public.credit_accounts (user_id) select id from auth.users on conflict do nothing;
insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, idempotency_key)
select a.user_id, 5, 'grant', 'Welcome credits', 'welcome', 'welcome'
from public.credit_accounts a
where not exists (select 1 from public.credit_ledger l where l.user_id = a.user_id and l.idempotency_key = 'welcome');

-- Records a payment event; false when it was applied before.
create or replace function public.record_payment_event(p_provider text, p_event_id text, p_event_type text, p_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event_id is null then
    return true;
  end if;
  insert into public.payment_events (provider, event_id, event_type, user_id)
  values (p_provider, p_event_id, p_event_type, p_user_id)
  on conflict do nothing;
  return found;
end;
$$;
revoke execute on function public.record_payment_event(text, text, text, uuid) from public, anon, authenticated;

-- Public RPCs --------------------------------------------------------------------
-- Spends the caller's credits: atomic, never below zero, once per idempotency key.
-- Returns the ledger entry (the earlier one when the key was used before).
create or replace function public.spend_credits(
  p_amount numeric,
  p_description text,
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
  caller uuid := (select auth.uid());
  entry public.credit_ledger;
begin
  if caller is null then
    raise exception 'Sign in to spend credits' using errcode = '42501';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount > 100000 then
    raise exception 'The amount to spend must be positive' using errcode = '22023';
  end if;
  if coalesce(trim(p_description), '') = '' then
    raise exception 'A description is required' using errcode = '22023';
  end if;

  perform 1 from public.credit_accounts where user_id = caller for update;
  if not found then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger where user_id = caller and idempotency_key = p_idempotency_key;
    if found then
      return entry;
    end if;
  end if;

  if public.available_credits_of(caller) < p_amount then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;

  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, entity_id, idempotency_key)
  values (caller, -p_amount, 'usage', p_description, p_entity_type, p_entity_id, p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;
revoke execute on function public.spend_credits(numeric, text, text, text, text) from public, anon;
grant execute on function public.spend_credits(numeric, text, text, text, text) to authenticated;

-- Adds credits to a user (purchases, grants, subscription allowances). Service role only.
-- Once per idempotency key: a replay returns the first entry.
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
  if p_type not in ('purchase', 'grant', 'subscription') then
    raise exception 'Credits are granted as a purchase, a grant or a subscription' using errcode = '22023';
  end if;
  if p_amount is null or p_amount <= 0 then
    raise exception 'The amount to grant must be positive' using errcode = '22023';
  end if;
  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = '23503';
  end if;
  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger where user_id = p_user_id and idempotency_key = p_idempotency_key;
    if found then
      return entry;
    end if;
  end if;
  insert into public.credit_ledger (user_id, amount, transaction_type, cost_amount, description, entity_type, entity_id, idempotency_key)
  values (p_user_id, p_amount, p_type, p_cost_amount, p_description, p_entity_type, p_entity_id, p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;
revoke execute on function public.grant_credits(uuid, numeric, text, text, numeric, text, text, text) from public, anon, authenticated;
grant execute on function public.grant_credits(uuid, numeric, text, text, numeric, text, text, text) to service_role;

-- Gives back the credits of a usage entry (a failed or timed-out generation). Once per entry.
create or replace function public.refund_credits(p_usage_entry_id uuid, p_description text)
returns public.credit_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  usage public.credit_ledger;
  entry public.credit_ledger;
begin
  select * into usage from public.credit_ledger where id = p_usage_entry_id and transaction_type = 'usage';
  if not found then
    raise exception 'No such usage entry' using errcode = '22023';
  end if;
  perform 1 from public.credit_accounts where user_id = usage.user_id for update;
  select * into entry from public.credit_ledger where refunded_entry_id = usage.id;
  if found then
    return entry;
  end if;
  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, entity_id, refunded_entry_id)
  values (usage.user_id, -usage.amount, 'refund', p_description, usage.entity_type, usage.entity_id, usage.id)
  returning * into entry;
  return entry;
end;
$$;
revoke execute on function public.refund_credits(uuid, text) from public, anon, authenticated;
grant execute on function public.refund_credits(uuid, text) to service_role;

-- Applies a provider's word that a subscription is active for a period: starts it (ending any
-- other active one), or renews it, and grants the plan's credits once per period. An event older
-- than the newest applied one never moves the row back. Returns the subscription as it stands.
-- Service role only.
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
  if p_interval not in ('month', 'year') then
    raise exception 'The interval is month or year' using errcode = '22023';
  end if;
  period_end := coalesce(p_period_end, p_period_start + case p_interval when 'year' then interval '365 days' else interval '30 days' end);

  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = '23503';
  end if;
  if not public.record_payment_event(p_provider, p_event_id, 'subscription_period', p_user_id) then
    select * into sub from public.subscriptions where provider = p_provider and provider_subscription_id = p_provider_subscription_id;
    return sub;
  end if;

  select * into sub from public.subscriptions
   where provider = p_provider and provider_subscription_id = p_provider_subscription_id;
  if found and sub.status = 'cancelled' then
    return sub;
  end if;

  if not found then
    update public.subscriptions set status = 'cancelled', cancelled_at = now(), updated_at = now()
     where user_id = p_user_id and status = 'active';
    insert into public.subscriptions (user_id, plan_id, status, billing_interval, current_period_start, current_period_end,
      provider, provider_customer_id, provider_subscription_id, last_event_at)
    values (p_user_id, p_plan_id, 'active', p_interval, p_period_start, period_end,
      p_provider, p_provider_customer_id, p_provider_subscription_id, p_event_at)
    returning * into sub;
  elsif sub.last_event_at <= p_event_at then
    update public.subscriptions
       set plan_id = p_plan_id,
           billing_interval = p_interval,
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
revoke execute on function public.apply_subscription_period(uuid, text, text, text, text, text, timestamptz, timestamptz, timestamptz, text) from public, anon, authenticated;
grant execute on function public.apply_subscription_period(uuid, text, text, text, text, text, timestamptz, timestamptz, timestamptz, text) to service_role;

-- Ends a subscription on the provider's word, unless a newer event already moved it on.
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
   where provider = p_provider and provider_subscription_id = p_provider_subscription_id
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
revoke execute on function public.cancel_subscription(text, text, timestamptz, text) from public, anon, authenticated;
grant execute on function public.cancel_subscription(text, text, timestamptz, text) to service_role;

-- Grants a paid credit pack once per payment event (a Stripe checkout, a PayPal capture).
create or replace function public.apply_credit_purchase(
  p_provider text,
  p_event_id text,
  p_user_id uuid,
  p_credits numeric,
  p_cost_amount numeric,
  p_description text
)
returns public.credit_ledger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_event_id is null or trim(p_event_id) = '' then
    raise exception 'A payment event id is required' using errcode = '22023';
  end if;
  perform public.record_payment_event(p_provider, p_event_id, 'credit_purchase', p_user_id);
  return public.grant_credits(p_user_id, p_credits, 'purchase', p_description, p_cost_amount,
    'payment', p_event_id, format('purchase:%s:%s', p_provider, p_event_id));
end;
$$;
revoke execute on function public.apply_credit_purchase(text, text, uuid, numeric, numeric, text) from public, anon, authenticated;
grant execute on function public.apply_credit_purchase(text, text, uuid, numeric, numeric, text) to service_role;

-- Policies -----------------------------------------------------------------------
create policy "Anyone can see the active plans" on public.plans
  for select to anon, authenticated using (is_active);

create policy "Users see their own credit account" on public.credit_accounts
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users see their own ledger" on public.credit_ledger
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users see their own subscriptions" on public.subscriptions
  for select to authenticated using (user_id = (select auth.uid()));
