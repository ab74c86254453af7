-- Idempotency keys bound to the request that first used them and to the spender that wrote them
-- (DESIGN.md §2), and every amount of money bounded.
--
-- Until now every spender of a user shared one key namespace, and a replayed key returned the
-- earlier entry whatever was asked: one key bought any number of voice-overs, and a user could
-- claim a server spender's key ('voice:K') through spend_credits for 0.01 credits. Now:
-- - a ledger key lives in its spender's scope: 'user' (spend_credits, the only scope a user can
--   write), 'voice' (spend_credits_for), 'video' (start_video_job) and 'grant' (grant_credits);
--   the same key in two scopes is two keys;
-- - a spender's keyed entry records the fingerprint of its request (SHA-256 of canonical JSON:
--   the amount, the purpose and what was asked). Replaying the same request gets the first
--   result; another request under the key is refused with 23505 (PostgREST answers 409) and
--   hint idempotency_conflict;
-- - a voice-over keeps its audio (voice_renders, service role only), so a replay is answered
--   with the same audio, never with a new call to the voice provider;
-- - a payment event is bound to its user and its request: another user's event, or another
--   request under an event id already applied, is refused the same way;
-- - NaN, ±Infinity, fractions of a hundredth and out-of-range amounts are refused by every money
--   function and by the ledger's own constraints (in Postgres NaN = NaN, and NaN sorts above
--   every number, so a NaN balance passed every later balance check).

-- Tables -----------------------------------------------------------------------
-- Which spender's namespace a key belongs to, and the fingerprint of the request it was used for.
alter table public.credit_ledger
  add column idempotency_scope text,
  add column request_fingerprint text;

comment on column public.credit_ledger.idempotency_scope is
  'The namespace of idempotency_key: user (spend_credits), voice, video (server spenders), grant (grant_credits).';
comment on column public.credit_ledger.request_fingerprint is
  'SHA-256 of the canonical request a spender''s key was first used for; a replay must match it.';

-- The request a payment event was applied for (null on events applied before this migration).
alter table public.payment_events add column request_fingerprint text;

-- The audio of a keyed voice-over, kept so that replaying its request answers the same audio
-- without a new provider call. The sample voice (source 'sample') is deterministic: it is made
-- again from the request on a replay, so its bytes are not kept.
create table public.voice_renders (
  usage_entry_id uuid primary key references public.credit_ledger (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  source text not null check (source in ('provider', 'sample')),
  content_type text not null check (content_type like 'audio/%' and length(content_type) <= 100),
  audio bytea,
  created_at timestamptz not null default now(),
  constraint only_sample_audio_is_made_again check ((source = 'sample') = (audio is null))
);

comment on table public.voice_renders is
  'The audio of keyed voice-overs, by the usage entry that paid for them. Service role only, through record_voice_render and voice_render_of.';

alter table public.voice_renders enable row level security;
revoke all on public.voice_renders from public, anon, authenticated, service_role;
grant select, delete on public.voice_renders to service_role;

-- Internal helpers ---------------------------------------------------------------
-- Refuses an amount of credits that is not a finite, positive number of whole hundredths up to
-- p_max ('22023' with p_label in the message).
create or replace function public.check_credit_amount(p_amount numeric, p_max numeric, p_label text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  -- NaN is named: it equals itself and sorts above every number, so order checks alone mislead.
  if p_amount is null or p_amount = 'NaN'::numeric or p_amount <= 0 or p_amount > p_max then
    raise exception '% must be a positive number of credits, at most %', p_label, p_max using errcode = '22023';
  end if;
  if p_amount <> round(p_amount, 2) then
    raise exception '% must be in hundredths of a credit', p_label using errcode = '22023';
  end if;
end;
$$;
revoke execute on function public.check_credit_amount(numeric, numeric, text) from public, anon, authenticated;

-- Refuses a price in dollars that is not null or a finite amount of whole cents from 0 to 1,000,000.
create or replace function public.check_price(p_price numeric, p_label text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_price is null then
    return;
  end if;
  if p_price = 'NaN'::numeric or p_price < 0 or p_price > 1000000 or p_price <> round(p_price, 2) then
    raise exception '% must be an amount in cents from 0 to 1000000', p_label using errcode = '22023';
  end if;
end;
$$;
revoke execute on function public.check_price(numeric, text) from public, anon, authenticated;

-- The fingerprint of a request: SHA-256 of its canonical JSON (jsonb orders the keys).
create or replace function public.request_fingerprint(p_request jsonb)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(p_request::text, 'UTF8')), 'hex')
$$;
revoke execute on function public.request_fingerprint(jsonb) from public, anon, authenticated;

-- The fingerprint of a spend: its amount (to the hundredth), its purpose and what was asked.
create or replace function public.spend_fingerprint(
  p_amount numeric,
  p_description text,
  p_entity_type text,
  p_entity_id text,
  p_request jsonb
)
returns text
language sql
stable
set search_path = ''
as $$
  select public.request_fingerprint(jsonb_build_object(
    'amount', round(p_amount, 2),
    'description', p_description,
    'entity_type', p_entity_type,
    'entity_id', p_entity_id,
    'request', p_request))
$$;
revoke execute on function public.spend_fingerprint(numeric, text, text, text, jsonb) from public, anon, authenticated;

-- What a video job was asked for, as start_video_job stores it (so old jobs can be fingerprinted).
create or replace function public.video_job_request(
  p_script text,
  p_prompt text,
  p_style text,
  p_duration integer,
  p_aspect_ratio text,
  p_voice text,
  p_quality text,
  p_mode text
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'script', nullif(trim(p_script), ''),
    'prompt', trim(p_prompt),
    'style', p_style,
    'duration', p_duration,
    'aspect_ratio', p_aspect_ratio,
    'voice', p_voice,
    'quality', p_quality,
    'mode', coalesce(p_mode, 'video'))
$$;
revoke execute on function public.video_job_request(text, text, text, integer, text, text, text, text)
  from public, anon, authenticated;

-- The entry a key already holds in a spender's scope, or null. The caller holds the account lock.
-- The key is bound to the request that first used it: another request is refused.
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
   where user_id = p_user_id and idempotency_scope = p_scope and idempotency_key = p_key;
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
revoke execute on function public.replayed_entry(uuid, text, text, text) from public, anon, authenticated;

-- The one debit path (see 20261123001000_one_debit_path.sql), now writing the key's scope and
-- fingerprint. The caller holds the lock and has checked the amount.
drop function public.debit_locked_account(uuid, numeric, text, text, text, text);
create function public.debit_locked_account(
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
    case when p_idempotency_key is null then null else p_scope end, p_idempotency_key,
    case when p_idempotency_key is null then null else p_request_fingerprint end)
  returning * into entry;
  return entry;
end;
$$;
revoke execute on function public.debit_locked_account(uuid, numeric, text, text, text, text, text, text)
  from public, anon, authenticated;

-- Existing keys move into their spender's scope ---------------------------------------
-- The ledger is append-only; this one-time move of keys is the exception.
alter table public.credit_ledger disable trigger credit_ledger_append_only;

-- Video jobs: start_video_job wrote 'video:<key>' and a job paid by the entry (users cannot
-- write a job's usage_entry_id), so the request is known from the job.
update public.credit_ledger l
   set idempotency_scope = 'video',
       idempotency_key = substr(l.idempotency_key, 7),
       request_fingerprint = public.spend_fingerprint(-l.amount, l.description, l.entity_type, null,
         public.video_job_request(v.script, v.prompt, v.style, v.duration, v.aspect_ratio, v.voice, v.quality, v.mode))
  from public.videos v
 where v.usage_entry_id = l.id
   and l.transaction_type = 'usage'
   and l.idempotency_key like 'video:%';

-- Voice-overs: text-to-speech wrote 'voice:<key>' for 1 credit. Their text was never kept, so
-- they get no fingerprint: a replay of one is refused rather than served again.
update public.credit_ledger
   set idempotency_scope = 'voice',
       idempotency_key = substr(idempotency_key, 7)
 where idempotency_scope is null
   and idempotency_key like 'voice:%'
   and transaction_type = 'usage'
   and amount = -1
   and description = 'Voice generation'
   and entity_type = 'voice'
   and entity_id is null;

-- Welcome credits, purchases and subscription allowances (grant_credits and the sign-up trigger).
update public.credit_ledger
   set idempotency_scope = 'grant'
 where idempotency_scope is null
   and idempotency_key is not null
   and transaction_type in ('purchase', 'grant', 'subscription');

-- Everything else was written by spend_credits (including 'voice:'/'video:' keys a user wrote).
update public.credit_ledger
   set idempotency_scope = 'user',
       request_fingerprint = public.spend_fingerprint(-amount, description, entity_type, entity_id, null)
 where idempotency_scope is null
   and idempotency_key is not null;

alter table public.credit_ledger enable trigger credit_ledger_append_only;

-- Constraints --------------------------------------------------------------------
drop index public.credit_ledger_idempotency;
create unique index credit_ledger_idempotency_per_scope
  on public.credit_ledger (user_id, idempotency_scope, idempotency_key)
  where idempotency_key is not null;

alter table public.credit_ledger
  add constraint idempotency_key_has_a_scope check ((idempotency_key is null) = (idempotency_scope is null)),
  add constraint idempotency_scope_is_a_spender check (idempotency_scope in ('user', 'voice', 'video', 'grant')),
  add constraint amount_is_a_bounded_number check (amount <> 'NaN' and amount between -1000000 and 1000000),
  add constraint cost_amount_is_a_bounded_price
    check (cost_amount is null or (cost_amount <> 'NaN' and cost_amount between 0 and 1000000));

alter table public.videos
  add constraint credits_spent_is_a_bounded_number check (credits_spent <> 'NaN' and credits_spent <= 100000);

alter table public.plans
  add constraint prices_are_bounded_numbers check (
    price_monthly <> 'NaN' and price_yearly <> 'NaN' and credit_price <> 'NaN'
    and greatest(price_monthly, price_yearly, credit_price) <= 1000000);

-- Spenders -------------------------------------------------------------------------
-- Spends the caller's credits: atomic, never below zero. A key is the caller's own ('user'
-- scope) and bound to the amount, description and entity it was first used for: the same spend
-- returns the first entry, another spend under the key is refused (409).
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
  fingerprint text;
  entry public.credit_ledger;
begin
  if caller is null then
    raise exception 'Sign in to spend credits' using errcode = '42501';
  end if;
  perform public.check_credit_amount(p_amount, 100000, 'The amount to spend');
  if coalesce(trim(p_description), '') = '' then
    raise exception 'A description is required' using errcode = '22023';
  end if;

  perform public.lock_credit_account(caller);

  if p_idempotency_key is not null then
    fingerprint := public.spend_fingerprint(p_amount, p_description, p_entity_type, p_entity_id, null);
    entry := public.replayed_entry(caller, 'user', p_idempotency_key, fingerprint);
    if entry.id is not null then
      return entry;
    end if;
  end if;

  return public.debit_locked_account(caller, p_amount, p_description, p_entity_type, p_entity_id,
    'user', p_idempotency_key, fingerprint);
end;
$$;
revoke execute on function public.spend_credits(numeric, text, text, text, text) from public, anon;
grant execute on function public.spend_credits(numeric, text, text, text, text) to authenticated;

-- Spends a user's credits for a server function, in that function's scope ('voice'). The key is
-- bound to the amount, description, entity type and p_request (what the function was asked);
-- p_entity_id names this request's result and is not part of the binding, so a caller knows a
-- replay by an entity_id that is not its own. A replay of a refunded entry is refused (hint
-- already_refunded). Service role only.
drop function public.spend_credits_for(uuid, numeric, text, text, text);
create function public.spend_credits_for(
  p_user_id uuid,
  p_scope text,
  p_amount numeric,
  p_description text,
  p_entity_type text default null,
  p_entity_id text default null,
  p_idempotency_key text default null,
  p_request jsonb default null
)
returns public.credit_ledger
language plpgsql
security definer
set search_path = ''
as $$
declare
  fingerprint text;
  entry public.credit_ledger;
begin
  if p_scope is null or p_scope not in ('voice') then
    raise exception 'A server spend names its scope: voice' using errcode = '22023';
  end if;
  perform public.check_credit_amount(p_amount, 100000, 'The amount to spend');
  if coalesce(trim(p_description), '') = '' then
    raise exception 'A description is required' using errcode = '22023';
  end if;

  perform public.lock_credit_account(p_user_id);

  if p_idempotency_key is not null then
    fingerprint := public.spend_fingerprint(p_amount, p_description, p_entity_type, null, p_request);
    entry := public.replayed_entry(p_user_id, p_scope, p_idempotency_key, fingerprint);
    if entry.id is not null then
      if exists (select 1 from public.credit_ledger r where r.refunded_entry_id = entry.id) then
        raise exception 'This request was refunded; start a new one' using errcode = 'P0001', hint = 'already_refunded';
      end if;
      return entry;
    end if;
  end if;

  return public.debit_locked_account(p_user_id, p_amount, p_description, p_entity_type, p_entity_id,
    p_scope, p_idempotency_key, fingerprint);
end;
$$;
comment on function public.spend_credits_for(uuid, text, numeric, text, text, text, text, jsonb) is
  'Spends a user''s credits for a server function, in its scope; a key is bound to its request. Service role only.';
revoke execute on function public.spend_credits_for(uuid, text, numeric, text, text, text, text, jsonb)
  from public, anon, authenticated;
grant execute on function public.spend_credits_for(uuid, text, numeric, text, text, text, text, jsonb)
  to service_role;

-- Starts a credit-paid job (see 20261123000500_create_videos.sql). The key is in the 'video'
-- scope and bound to the job's request: the same request returns its job, another is refused.
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
    nullif(trim(p_script), ''), trim(p_prompt), p_style, p_duration, p_aspect_ratio, p_voice, p_quality,
    coalesce(p_mode, 'video'), 'queued', 0, p_cost, entry.id, 'credits')
  returning * into job;
  return job;
end;
$$;

-- Grants and payment events -----------------------------------------------------------
-- A new user gets an account and the 5 welcome credits (their key in the 'grant' scope).
create or replace function public.open_credit_account()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.credit_accounts (user_id) values (new.id);
  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type,
    idempotency_scope, idempotency_key)
  values (new.id, 5, 'grant', 'Welcome credits', 'welcome', 'grant', 'welcome');
  return new;
end;
$$;

-- Adds credits to a user (purchases, grants, subscription allowances): a finite, positive
-- amount of whole hundredths up to 1,000,000. Once per key in the 'grant' scope, which only the
-- service role writes: a replay returns the first entry (a provider's event is applied once).
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
  values (p_user_id, p_amount, p_type, p_cost_amount, p_description, p_entity_type, p_entity_id,
    case when p_idempotency_key is null then null else 'grant' end, p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;

-- Records a payment event for its user and request; false when it was applied before. An event
-- already applied for another user, another kind of event or another request is refused
-- (23505, hint idempotency_conflict), so a replay only ever answers its own user's result.
drop function public.record_payment_event(text, text, text, uuid);
create function public.record_payment_event(
  p_provider text,
  p_event_id text,
  p_event_type text,
  p_user_id uuid,
  p_request jsonb default null
)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  fingerprint text := case when p_request is null then null else public.request_fingerprint(p_request) end;
  seen public.payment_events;
begin
  if p_event_id is null then
    return true;
  end if;
  insert into public.payment_events (provider, event_id, event_type, user_id, request_fingerprint)
  values (p_provider, p_event_id, p_event_type, p_user_id, fingerprint)
  on conflict do nothing;
  if found then
    return true;
  end if;
  select * into seen from public.payment_events where provider = p_provider and event_id = p_event_id;
  if seen.user_id is distinct from p_user_id
     or seen.event_type is distinct from p_event_type
     or (seen.request_fingerprint is not null and seen.request_fingerprint is distinct from fingerprint) then
    raise exception 'This payment was already applied for a different request'
      using errcode = '23505', hint = 'idempotency_conflict';
  end if;
  return false;
end;
$$;
revoke execute on function public.record_payment_event(text, text, text, uuid, jsonb) from public, anon, authenticated;

-- Grants a paid credit pack once per payment event (see the credits migration); the event is
-- bound to its user, credits and price.
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
  perform public.check_credit_amount(p_credits, 1000000, 'The credits bought');
  perform public.check_price(p_cost_amount, 'The price paid');
  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'No such user' using errcode = '23503';
  end if;
  perform public.record_payment_event(p_provider, p_event_id, 'credit_purchase', p_user_id,
    jsonb_build_object('credits', round(p_credits, 2), 'cost_amount', round(p_cost_amount, 2)));
  return public.grant_credits(p_user_id, p_credits, 'purchase', p_description, p_cost_amount,
    'payment', p_event_id, format('purchase:%s:%s', p_provider, p_event_id));
end;
$$;

-- Applies a provider's word that a subscription is active for a period (see the credits
-- migration). A provider subscription belongs to one user, and an event to its user and its
-- request (plan, interval, subscription): anything else is refused, never answered with another
-- user's subscription.
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
   where provider = p_provider and provider_subscription_id = p_provider_subscription_id;
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

-- Voice-overs' audio -------------------------------------------------------------------
-- Keeps the audio of a keyed voice-over, for the request that paid for it (the usage entry's
-- entity_id is that request's render id) and only while the entry is not refunded. p_source
-- 'sample' keeps no bytes: the sample voice is made again from the request. Service role only.
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
  values (entry.id, p_user_id, p_source, p_content_type,
    case when p_source = 'provider' then decode(p_audio_base64, 'base64') end)
  on conflict (usage_entry_id) do nothing;
end;
$$;
revoke execute on function public.record_voice_render(uuid, uuid, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_voice_render(uuid, uuid, text, text, text, text) to service_role;

-- The kept audio of a user's voice-over: { source, content_type, audio (base64, null for the
-- sample voice) }, or null while it is being made. Service role only.
create or replace function public.voice_render_of(p_user_id uuid, p_usage_entry_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'source', r.source,
    'content_type', r.content_type,
    'audio', case when r.audio is null then null else translate(encode(r.audio, 'base64'), E'\n', '') end)
  from public.voice_renders r
  where r.usage_entry_id = p_usage_entry_id and r.user_id = p_user_id
$$;
revoke execute on function public.voice_render_of(uuid, uuid) from public, anon, authenticated;
grant execute on function public.voice_render_of(uuid, uuid) to service_role;
