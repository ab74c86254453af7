-- Payment-partner (ps-faba) integration: the API keys a user issues to the partner, the user's
-- webhook endpoint for outgoing partner events, and the log of those deliveries.
-- A key is random, shown once, and stored only as its SHA-256 hash plus a short visible prefix.
-- Users read and delete their own keys; they create and revoke them only through the functions
-- below. The ps-faba-api server function authenticates partner calls with
-- authenticate_partner_key (service role only), which checks revocation, expiry and the rate limit
-- and records last_used_at on every accepted request.

-- Tables -----------------------------------------------------------------------
create table public.api_keys (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(trim(name)) between 1 and 100),
  description text check (length(description) <= 500),
  key_prefix text not null check (length(key_prefix) = 12),
  -- Hex SHA-256 of the full key; the key itself is never stored.
  key_hash text not null unique check (key_hash ~ '^[0-9a-f]{64}$'),
  permissions jsonb not null default '{"ps_faba": {"webhooks": true, "payments": true, "analytics": false}}',
  is_active boolean not null default true,
  revoked_at timestamptz,
  revoked_by uuid references auth.users (id) on delete set null,
  expires_at timestamptz,
  last_used_at timestamptz,
  created_at timestamptz not null default now(),
  created_by uuid not null references auth.users (id) on delete cascade,
  -- The fixed-window rate limit of partner requests (internal; not readable by users).
  rate_window_started_at timestamptz,
  rate_window_count integer not null default 0 check (rate_window_count >= 0)
);

create index api_keys_created_by on public.api_keys (created_by, created_at desc);

-- One row per user who set up partner webhooks: where events go and the signing secret.
create table public.partner_webhook_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  webhook_url text constraint webhook_url_must_be_https check (
    length(webhook_url) <= 2048
    and (
      webhook_url ~* '^https://[^\s/?#@]+(/[^\s]*)?$'
      -- Plain http only to this machine (local mode and tests).
      or webhook_url ~* '^http://(127\.0\.0\.1|localhost)(:[0-9]{1,5})?(/[^\s]*)?$'
    )
  ),
  secret text not null default 'whsec_' || encode(extensions.gen_random_bytes(24), 'hex'),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Every attempt to deliver a partner event, with its outcome. Written by the service role only.
create table public.partner_webhook_deliveries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  event_type text not null check (event_type in (
    'payment.completed', 'payment.failed', 'subscription.created', 'subscription.cancelled', 'refund.processed')),
  event_id text not null,
  url text not null,
  payload jsonb not null,
  status_code integer,
  ok boolean not null default false,
  error text,
  duration_ms integer,
  attempted_at timestamptz not null default now()
);

create index partner_webhook_deliveries_user_time on public.partner_webhook_deliveries (user_id, attempted_at desc);

alter table public.api_keys enable row level security;
alter table public.partner_webhook_settings enable row level security;
alter table public.partner_webhook_deliveries enable row level security;

-- The bootstrap's default privileges grant everything to the API roles: take it back. Users read
-- their keys without the hash and the rate-limit internals, and may delete them; they change
-- only the URL and the switch of their webhook settings; they only read their deliveries.
revoke all on public.api_keys, public.partner_webhook_settings, public.partner_webhook_deliveries
  from anon, authenticated;
grant select (id, name, description, key_prefix, permissions, is_active, revoked_at, revoked_by, expires_at,
  last_used_at, created_at, created_by) on public.api_keys to authenticated;
grant delete on public.api_keys to authenticated;
grant select on public.partner_webhook_settings to authenticated;
grant update (webhook_url, enabled) on public.partner_webhook_settings to authenticated;
grant select on public.partner_webhook_deliveries to authenticated;
grant all on public.api_keys, public.partner_webhook_settings, public.partner_webhook_deliveries to service_role;

-- Views --------------------------------------------------------------------------
-- The caller's keys for the integration page, with the names of who created and revoked them.
create or replace view public.api_keys_overview
with (security_invoker = true)
as
select k.id, k.name, k.description, k.key_prefix, k.permissions, k.is_active, k.revoked_at, k.revoked_by,
       k.expires_at, k.last_used_at, k.created_at, k.created_by,
       creator.first_name as creator_first_name, creator.last_name as creator_last_name,
       revoker.first_name as revoker_first_name, revoker.last_name as revoker_last_name
from public.api_keys k
left join public.profiles creator on creator.id = k.created_by
left join public.profiles revoker on revoker.id = k.revoked_by;

revoke all on public.api_keys_overview from anon, authenticated;
grant select on public.api_keys_overview to authenticated, service_role;

-- Helpers ----------------------------------------------------------------------
-- Revocation is final, for every role: a revoked key never becomes active again, its revocation
-- is never cleared or rewritten, and no key changes its identity (hash, prefix, owner).
-- Security definer so that it may look the revoking user up in auth.users.
create or replace function public.guard_api_key_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.id is distinct from old.id
     or new.key_hash is distinct from old.key_hash
     or new.key_prefix is distinct from old.key_prefix
     or new.created_by is distinct from old.created_by
     or new.created_at is distinct from old.created_at then
    raise exception 'An API key''s identity cannot be changed' using errcode = '42501';
  end if;
  if (not old.is_active or old.revoked_at is not null)
     and (new.is_active
          or new.revoked_at is distinct from old.revoked_at
          -- Only the deletion of the revoking user clears revoked_by (on delete set null).
          or (new.revoked_by is distinct from old.revoked_by
              and not (new.revoked_by is null
                       and not exists (select 1 from auth.users u where u.id = old.revoked_by)))) then
    raise exception 'A revoked API key cannot be reactivated' using errcode = '42501';
  end if;
  return new;
end;
$$;

revoke execute on function public.guard_api_key_update() from public, anon, authenticated;

create trigger api_keys_guard_update
  before update on public.api_keys
  for each row execute function public.guard_api_key_update();

-- Empty URLs are no URL; every change touches updated_at.
create or replace function public.normalize_partner_webhook_settings()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.webhook_url := nullif(trim(new.webhook_url), '');
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;

create trigger partner_webhook_settings_normalize
  before insert or update on public.partner_webhook_settings
  for each row execute function public.normalize_partner_webhook_settings();

-- The three ps_faba flags, each a boolean; a missing flag takes its default
-- (webhooks on, payments on, analytics off).
create or replace function public.normalize_partner_permissions(p_permissions jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  flags jsonb := '{}';
  defaults constant jsonb := '{"webhooks": true, "payments": true, "analytics": false}';
  flag text;
  result jsonb := '{}';
begin
  if p_permissions is not null and jsonb_typeof(p_permissions) <> 'null' then
    if jsonb_typeof(p_permissions) <> 'object' then
      raise exception 'Permissions must be an object' using errcode = '22023';
    end if;
    if p_permissions ? 'ps_faba' and jsonb_typeof(p_permissions -> 'ps_faba') <> 'null' then
      if jsonb_typeof(p_permissions -> 'ps_faba') <> 'object' then
        raise exception 'Permissions must be an object' using errcode = '22023';
      end if;
      flags := p_permissions -> 'ps_faba';
    end if;
  end if;
  foreach flag in array array['webhooks', 'payments', 'analytics'] loop
    if flags ? flag and jsonb_typeof(flags -> flag) <> 'null' then
      if jsonb_typeof(flags -> flag) <> 'boolean' then
        raise exception 'The % permission must be true or false', flag using errcode = '22023';
      end if;
      result := result || jsonb_build_object(flag, flags -> flag);
    else
      result := result || jsonb_build_object(flag, defaults -> flag);
    end if;
  end loop;
  return jsonb_build_object('ps_faba', result);
end;
$$;
revoke execute on function public.normalize_partner_permissions(jsonb) from public, anon;
grant execute on function public.normalize_partner_permissions(jsonb) to authenticated, service_role;

-- Public RPCs --------------------------------------------------------------------
-- Issues a key for the caller. The full key is returned here once and never stored.
create or replace function public.generate_api_key(
  p_name text,
  p_description text default null,
  p_permissions jsonb default null,
  p_expires_at timestamptz default null
)
returns table (id uuid, api_key text, key_prefix text, name text, created_at timestamptz)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  caller uuid := (select auth.uid());
  full_key text;
  created public.api_keys;
begin
  if caller is null then
    raise exception 'Sign in to generate an API key' using errcode = '42501';
  end if;
  if coalesce(trim(p_name), '') = '' then
    raise exception 'API key name is required' using errcode = '22023';
  end if;
  if length(trim(p_name)) > 100 then
    raise exception 'The API key name is at most 100 characters' using errcode = '22023';
  end if;
  if length(trim(p_description)) > 500 then
    raise exception 'The description is at most 500 characters' using errcode = '22023';
  end if;
  if p_expires_at is not null and p_expires_at <= now() then
    raise exception 'The expiry date must be in the future' using errcode = '22023';
  end if;

  full_key := 'psf_live_' || encode(extensions.gen_random_bytes(20), 'hex');
  insert into public.api_keys (name, description, key_prefix, key_hash, permissions, expires_at, created_by)
  values (
    trim(p_name),
    nullif(trim(p_description), ''),
    left(full_key, 12),
    encode(extensions.digest(full_key, 'sha256'), 'hex'),
    public.normalize_partner_permissions(p_permissions),
    p_expires_at,
    caller
  )
  returning * into created;

  return query select created.id, full_key, created.key_prefix, created.name, created.created_at;
end;
$$;
revoke execute on function public.generate_api_key(text, text, jsonb, timestamptz) from public, anon;
grant execute on function public.generate_api_key(text, text, jsonb, timestamptz) to authenticated;

-- Revokes one of the caller's keys at once; final. Someone else's key is "not found".
create or replace function public.revoke_api_key(p_api_key_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.api_keys;
begin
  if caller is null then
    raise exception 'Sign in to revoke an API key' using errcode = '42501';
  end if;
  select * into target from public.api_keys k
   where k.id = p_api_key_id and k.created_by = caller
   for update;
  if not found then
    raise exception 'API key not found' using errcode = 'P0002';
  end if;
  if not target.is_active or target.revoked_at is not null then
    return;
  end if;
  update public.api_keys k
     set is_active = false, revoked_at = now(), revoked_by = caller
   where k.id = target.id;
end;
$$;
revoke execute on function public.revoke_api_key(uuid) from public, anon;
grant execute on function public.revoke_api_key(uuid) to authenticated;

-- The caller's webhook settings, created (no URL yet, a fresh secret) when missing.
create or replace function public.ensure_partner_webhook_settings()
returns public.partner_webhook_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  settings public.partner_webhook_settings;
begin
  if caller is null then
    raise exception 'Sign in to set up partner webhooks' using errcode = '42501';
  end if;
  insert into public.partner_webhook_settings (user_id) values (caller) on conflict (user_id) do nothing;
  select * into settings from public.partner_webhook_settings s where s.user_id = caller;
  return settings;
end;
$$;
revoke execute on function public.ensure_partner_webhook_settings() from public, anon;
grant execute on function public.ensure_partner_webhook_settings() to authenticated;

-- Replaces the caller's signing secret (the old one stops verifying at once).
create or replace function public.rotate_partner_webhook_secret()
returns public.partner_webhook_settings
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  fresh text := 'whsec_' || encode(extensions.gen_random_bytes(24), 'hex');
  settings public.partner_webhook_settings;
begin
  if caller is null then
    raise exception 'Sign in to set up partner webhooks' using errcode = '42501';
  end if;
  insert into public.partner_webhook_settings (user_id, secret) values (caller, fresh)
  on conflict (user_id) do update set secret = excluded.secret
  returning * into settings;
  return settings;
end;
$$;
revoke execute on function public.rotate_partner_webhook_secret() from public, anon;
grant execute on function public.rotate_partner_webhook_secret() to authenticated;

-- Server-side: the partner API --------------------------------------------------
-- Authenticates one partner request by the hash of its key, in one transaction: unknown,
-- revoked, expired, over the fixed-window rate limit (the key's row is locked, so parallel
-- requests count exactly), or ok, in which case the request is counted and last_used_at moves.
create or replace function public.authenticate_partner_key(p_key_hash text, p_limit integer, p_window_seconds integer)
returns table (key_id uuid, owner_id uuid, permissions jsonb, status text, retry_after_seconds integer)
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
    return query select null::uuid, null::uuid, null::jsonb, 'unknown'::text, null::integer;
    return;
  end if;
  if not k.is_active or k.revoked_at is not null then
    return query select k.id, k.created_by, k.permissions, 'revoked'::text, null::integer;
    return;
  end if;
  if k.expires_at is not null and k.expires_at <= at_time then
    return query select k.id, k.created_by, k.permissions, 'expired'::text, null::integer;
    return;
  end if;

  if k.rate_window_started_at is not null and k.rate_window_started_at + window_length > at_time then
    if k.rate_window_count >= p_limit then
      window_end := k.rate_window_started_at + window_length;
      return query select k.id, k.created_by, k.permissions, 'rate_limited'::text,
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
  return query select k.id, k.created_by, k.permissions, 'ok'::text, null::integer;
end;
$$;
revoke execute on function public.authenticate_partner_key(text, integer, integer) from public, anon, authenticated;
grant execute on function public.authenticate_partner_key(text, integer, integer) to service_role;

-- The key owner's usage for the partner's GET /analytics: credits, videos by status, purchases
-- and the active plan, all time and since p_since. Service role only (the API checks the key).
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
      from public.videos v where v.user_id = p_user_id),
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
revoke execute on function public.partner_analytics(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.partner_analytics(uuid, timestamptz) to service_role;

-- Policies -----------------------------------------------------------------------
create policy "Users see their own API keys" on public.api_keys
  for select to authenticated using (created_by = (select auth.uid()));

create policy "Users delete their own API keys" on public.api_keys
  for delete to authenticated using (created_by = (select auth.uid()));

create policy "Users see their own webhook settings" on public.partner_webhook_settings
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users update their own webhook settings" on public.partner_webhook_settings
  for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users see their own webhook deliveries" on public.partner_webhook_deliveries
  for select to authenticated using (user_id = (select auth.uid()));
