-- Safe defaults, and a cap on partner API keys.
--
-- Defence in depth. Until now everything a migration created in public was born open to the API
-- roles: Supabase's default privileges (and, locally, the bootstrap's) granted anon and
-- authenticated ALL on every new table, view and sequence (TRUNCATE included, which row level
-- security does not stop) and EXECUTE on every new function, and PostgreSQL grants EXECUTE on
-- every new function to PUBLIC. Each migration revoked by hand; one that forgot would expose its
-- objects. From here on, what our migrations create is closed to anon, authenticated and PUBLIC
-- until the migration grants it; service_role keeps the access it has today. Existing objects
-- lose what no API role needs: TRUNCATE, TRIGGER and REFERENCES on tables, EXECUTE on trigger
-- functions, and EXECUTE through PUBLIC (every API caller already has its own explicit grant).
-- tests/db/security-catalog.test.ts checks the catalog against all of this.
--
-- Partner API keys. Each key has its own rate limit, so an owner with as many keys as they liked
-- had as high a rate as they liked. An owner now holds at most 10 active keys (neither revoked
-- nor expired); the 11th is refused (hint api_key_limit_reached) with a message that the
-- integration page shows in its error toast.

-- Default privileges ------------------------------------------------------------------
-- These change the defaults of the role running the migrations, which owns what they create:
-- postgres, on Supabase (`supabase db push` logs in as postgres or steps up to it with SET ROLE)
-- as in local mode and tests. Objects that Supabase's own supabase_admin role creates in public
-- follow its defaults, which no project role can change; we create none.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- PostgreSQL's own EXECUTE for PUBLIC goes only with a database-wide default, not a per-schema one.
alter default privileges revoke execute on functions from public;

-- Existing tables ---------------------------------------------------------------------
-- Every earlier migration revoked all from the API roles and granted back only reads and writes,
-- so this should change nothing; it makes sure, for every table and view. Only our own: REVOKE on
-- another role's table would fail or warn without effect.
do $$
declare
  target regclass;
begin
  for target in
    select c.oid::regclass
      from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace
       and c.relkind in ('r', 'p', 'v', 'm', 'f')
       and c.relowner = (select r.oid from pg_catalog.pg_roles r where r.rolname = current_user)
       and not exists (select 1 from pg_catalog.pg_depend d
                        where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid
                          and d.deptype = 'e')
  loop
    execute format('revoke truncate, trigger, references on %s from public, anon, authenticated', target);
  end loop;
end;
$$;

-- Existing functions ------------------------------------------------------------------
-- No API call relies on PUBLIC: the functions anon or authenticated may call are granted to them
-- by name. Trigger functions are never called by anyone (a trigger fires without EXECUTE), yet six
-- of them (touch_updated_at and the guards and normalisers) were executable by every role.
do $$
declare
  target regprocedure;
  is_trigger boolean;
begin
  for target, is_trigger in
    select p.oid::regprocedure, p.prorettype = 'pg_catalog.trigger'::regtype
      from pg_catalog.pg_proc p
     where p.pronamespace = 'public'::regnamespace
       and p.proowner = (select r.oid from pg_catalog.pg_roles r where r.rolname = current_user)
       and not exists (select 1 from pg_catalog.pg_depend d
                        where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid
                          and d.deptype = 'e')
  loop
    execute format('revoke execute on function %s from public', target);
    if is_trigger then
      execute format('revoke execute on function %s from anon, authenticated', target);
    end if;
  end loop;
end;
$$;

-- Helpers: at most 10 active partner API keys per owner ---------------------------------
-- A key counts while it is active, unrevoked and unexpired. Checked on every write that can make
-- a key count (a new key, or an expired key given a later expiry), whoever writes: the owner
-- through generate_api_key or the service role directly. The owner's keys are counted under a
-- lock on that owner held until the transaction ends, so parallel requests run one after another
-- and each sees the keys the others made. Security definer so that the count never depends on
-- what the writer may read.
create or replace function public.limit_active_api_keys()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_active_keys constant integer := 10;
  counts_now boolean := new.is_active and new.revoked_at is null
    and (new.expires_at is null or new.expires_at > now());
  counted_before boolean := tg_op = 'UPDATE' and old.is_active and old.revoked_at is null
    and (old.expires_at is null or old.expires_at > now());
  others integer;
begin
  if not counts_now or counted_before then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('public.api_keys:' || new.created_by::text, 0));
  select count(*) into others
    from public.api_keys k
   where k.created_by = new.created_by
     and k.id <> new.id
     and k.is_active
     and k.revoked_at is null
     and (k.expires_at is null or k.expires_at > now());
  if others >= max_active_keys then
    raise exception 'You can have at most % active API keys. Revoke one to create another.', max_active_keys
      using errcode = 'P0001', hint = 'api_key_limit_reached';
  end if;
  return new;
end;
$$;
revoke execute on function public.limit_active_api_keys() from public, anon, authenticated;

-- Named to run after api_keys_guard_update (triggers fire in name order): a forbidden
-- reactivation is refused as such, not as one key too many.
create trigger api_keys_limit_active_per_owner
  before insert or update of is_active, revoked_at, expires_at on public.api_keys
  for each row execute function public.limit_active_api_keys();
