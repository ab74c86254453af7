-- One debit path for every spender. spend_credits, spend_credits_for and start_video_job each
-- locked the account, checked the balance and wrote the usage entry themselves; now they share
-- lock_credit_account (the serialisation point) and debit_locked_account (the balance check and
-- the entry). Each keeps its own idempotency rule, which runs between the two, under the lock.

-- Internal helpers ---------------------------------------------------------------
-- Locks the user's credit account row until the transaction ends; no account means no credits.
create or replace function public.lock_credit_account(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from public.credit_accounts where user_id = p_user_id for update;
  if not found then
    raise exception 'Insufficient credits' using errcode = 'P0001', hint = 'insufficient_credits';
  end if;
end;
$$;
revoke execute on function public.lock_credit_account(uuid) from public, anon, authenticated;

-- Writes a usage entry of p_amount when the locked account holds enough; never below zero.
-- The caller must hold the lock (lock_credit_account) and have validated the amount.
create or replace function public.debit_locked_account(
  p_user_id uuid,
  p_amount numeric,
  p_description text,
  p_entity_type text,
  p_entity_id text,
  p_idempotency_key text
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
  insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, entity_id, idempotency_key)
  values (p_user_id, -p_amount, 'usage', p_description, p_entity_type, p_entity_id, p_idempotency_key)
  returning * into entry;
  return entry;
end;
$$;
revoke execute on function public.debit_locked_account(uuid, numeric, text, text, text, text) from public, anon, authenticated;

-- The spenders, now through the shared path (signatures, grants and behaviour unchanged) ---
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

  perform public.lock_credit_account(caller);

  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger where user_id = caller and idempotency_key = p_idempotency_key;
    if found then
      return entry;
    end if;
  end if;

  return public.debit_locked_account(caller, p_amount, p_description, p_entity_type, p_entity_id, p_idempotency_key);
end;
$$;

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

  perform public.lock_credit_account(p_user_id);

  if p_idempotency_key is not null then
    select * into entry from public.credit_ledger where user_id = p_user_id and idempotency_key = p_idempotency_key;
    if found then
      if exists (select 1 from public.credit_ledger r where r.refunded_entry_id = entry.id) then
        raise exception 'This request was refunded; start a new one' using errcode = 'P0001', hint = 'already_refunded';
      end if;
      return entry;
    end if;
  end if;

  return public.debit_locked_account(p_user_id, p_amount, p_description, p_entity_type, null, p_idempotency_key);
end;
$$;

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

  perform public.lock_credit_account(p_user_id);

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

  entry := public.debit_locked_account(p_user_id, p_cost, format('Video generation (%s)', p_style), 'video',
    job_id::text, ledger_key);

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
