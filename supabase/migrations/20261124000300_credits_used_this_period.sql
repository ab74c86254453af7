-- Used This Month (spec part 3, §3: the Credits tab labels used credits "Used This Month").
-- `used_credits` stays all-time (the progress bar compares it with everything ever received);
-- `used_this_period` counts what was used since `period_start`: the start of the current paid
-- subscription period when the user has one, else the start of the calendar month. Refunds made
-- in the period are taken off, and it never shows less than zero (a refund this month of a
-- spend last month does not make this month's use negative).

-- Views ----------------------------------------------------------------------------
create or replace view public.credit_balances
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
