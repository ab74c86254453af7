-- Account deletion: a signed-in user deletes their own account and everything that is theirs.
--
-- Deleting the auth.users row is enough, because every table that holds a user's data goes with
-- it (checked in tests/db/account-deletion.test.ts):
--   profiles, workspaces they own (with those workspaces' members and invitations), their
--   memberships in other workspaces, invitations they sent, credit_accounts and through it the
--   credit_ledger (its append-only trigger lets rows go once their user is gone), subscriptions,
--   videos, platform_admins, api_keys they created, partner webhook settings and deliveries,
--   and the auth sessions and refresh tokens: all `on delete cascade`. (videos.usage_entry_id
--   points at the ledger without a cascade; its videos go in the same statement, and that
--   reference is checked only at the statement's end.)
--   payment_events.user_id and api_keys.revoked_by are set null: the record that a provider's
--   event was applied (so a replayed webhook still does nothing) stays without its user.
-- Uploaded files (hosted storage, bucket 'videos', folder <user_id>/) are removed through the
-- Storage API by the app before it calls this function: Supabase refuses direct deletes from
-- storage.objects, and a row deleted here would leave its file behind.

-- Public RPCs --------------------------------------------------------------------
-- Deletes the caller's account; they are signed out everywhere (their sessions go with them).
create or replace function public.delete_own_account()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  delete from auth.users where id = caller;
  if not found then
    raise exception 'This account no longer exists' using errcode = 'P0002';
  end if;
end;
$$;

comment on function public.delete_own_account() is
  'Deletes the signed-in user''s account and, by cascade, all of their data. Authenticated users only.';

revoke execute on function public.delete_own_account() from public, anon;
grant execute on function public.delete_own_account() to authenticated;
