-- What hosted Supabase provides before any migration runs, for plain Postgres
-- (PGlite in local mode, the machine's PostgreSQL in tests). Idempotent.
-- Migrations may rely on exactly this and nothing else that only Supabase has.

-- Roles ----------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Extensions live in their own schema, as on Supabase -------------------------
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;

-- The auth schema --------------------------------------------------------------
create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- The columns of Supabase's auth.users that the app and the local auth use.
create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text,
  banned_until timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key on auth.users (lower(email));

-- Sessions and refresh tokens, as GoTrue keeps them.
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- How each session was authenticated (password, otp), as GoTrue keeps it: the amr claim of the
-- session's access tokens.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);

-- The claims of the current request, as PostgREST sets them.
create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'role', '')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select nullif(auth.jwt() ->> 'email', '')
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email() to anon, authenticated, service_role;

-- Settings of the local backend itself (its JWT secret); no API role reads it.
create schema if not exists local_meta;
create table if not exists local_meta.settings (
  key text primary key,
  value text not null
);

-- The md5 of the bootstrap text that last ran here: a start with the same text skips it
-- (local-backend/migrations.ts). No API role reads it.
create table if not exists local_meta.bootstrap (
  sql_md5 text primary key
);

-- Local mode sends no email: what the local auth would have sent (recovery and sign-up codes),
-- for the app's local inbox. No API role reads it.
create table if not exists local_meta.mail (
  id uuid primary key default gen_random_uuid(),
  recipient text not null,
  kind text not null check (kind in ('recovery', 'signup')),
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index if not exists mail_recipient_idx on local_meta.mail (lower(recipient), created_at desc);

-- The migration log, in the table the Supabase CLI uses.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

-- Default privileges of what migrations create -----------------------------------
-- Closed by default: a table, view, sequence or function that a migration creates in public is
-- open to service_role (the server functions) and to nobody else until the migration grants it.
-- anon and authenticated get only what a migration grants them explicitly, so a migration that
-- forgets to revoke exposes nothing (TRUNCATE, which row level security does not stop, included).
-- Earlier installs granted the API roles everything here: these statements take that back, and
-- running them again changes nothing. They come last so that the objects above keep the
-- privileges they were created with (pgcrypto's functions stay executable by every role, as on
-- Supabase). Hosted Supabase never runs this file: migration 20261124000200 sets the same
-- defaults there, and tests/db/security-catalog.test.ts checks both.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
-- PostgreSQL itself grants EXECUTE on every new function to PUBLIC (every role, anon and
-- authenticated included); only a database-wide default takes that away, not a per-schema one.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public grant all on tables to service_role;
alter default privileges in schema public grant all on sequences to service_role;
alter default privileges in schema public grant all on functions to service_role;
