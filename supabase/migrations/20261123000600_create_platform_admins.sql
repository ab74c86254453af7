-- Platform admins: the operators who may see the admin dashboard and the payment set-up tabs.
-- Only the service role writes this table (an operator runs SQL or a server function); nobody is
-- an admin by default, not even the first user of a local install.

-- Tables -----------------------------------------------------------------------
create table public.platform_admins (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'admin'
    check (role in ('super_admin', 'admin', 'moderator', 'support')),
  created_at timestamptz not null default now()
);

alter table public.platform_admins enable row level security;

-- Default privileges grant everything to the API roles: users may only read rows (their own, or
-- every row when they are an admin themselves), never write.
revoke all on public.platform_admins from anon, authenticated;
grant select on public.platform_admins to authenticated;
grant all on public.platform_admins to service_role;

-- Helpers ----------------------------------------------------------------------
-- The caller's admin role, or null. Security definer so that policies can use it without
-- recursing into the table's own policy.
create or replace function public.platform_admin_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.platform_admins where user_id = auth.uid();
$$;

create or replace function public.is_platform_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.platform_admins where user_id = auth.uid());
$$;

revoke execute on function public.platform_admin_role() from public, anon;
revoke execute on function public.is_platform_admin() from public, anon;
grant execute on function public.platform_admin_role() to authenticated, service_role;
grant execute on function public.is_platform_admin() to authenticated, service_role;

-- Policies ---------------------------------------------------------------------
create policy "Admins see the admin list; others only their own row"
  on public.platform_admins for select
  to authenticated
  using (user_id = auth.uid() or public.is_platform_admin());
