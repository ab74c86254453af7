-- A subscription is current while its paid period lasts, plus three days for a late renewal
-- (PayPal bills hours after a cycle starts; Stripe retries a failed card for days before it says
-- the subscription ended). One nobody renewed — a mock payment, a provider event that never
-- arrived — no longer shows a paid plan forever: it is Free again. The row stays as it is; a
-- renewal that arrives later makes it current again.
create or replace view public.current_subscriptions
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
