-- Scheduled tasks that work on a campaign (issue 16): report_generation makes the JSON report of
-- the campaign, budget_update applies the new budget. They replace the two seams of
-- 20261125000400 (same signatures), and the task's campaign must be one of its workspace's: a
-- foreign key over (campaign_id, workspace_id), so a campaign elsewhere cannot be named and a
-- deleted campaign leaves the task without one (it then fails, saying why).

alter table public.campaigns
  add constraint campaigns_id_in_its_workspace unique (id, workspace_id);
alter table public.scheduled_tasks
  add constraint scheduled_tasks_campaign_in_its_workspace
    foreign key (campaign_id, workspace_id) references public.campaigns (id, workspace_id)
    on delete set null (campaign_id);

-- The campaign's report: what it is, its figures, and CTR, CPC and CPA derived from them (as the
-- Campaigns screen derives them: none where the divisor is zero).
create or replace function public.perform_report_generation(p_task public.scheduled_tasks)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.campaigns;
begin
  select * into c from public.campaigns
   where id = p_task.campaign_id and workspace_id = p_task.workspace_id;
  if c.id is null then
    return public.task_outcome(false, 'The campaign no longer exists, so no report was made');
  end if;
  return public.task_outcome(true, null, jsonb_build_object(
    'report', 'campaign',
    'generated_at', now(),
    'campaign', jsonb_build_object(
      'id', c.id, 'name', c.name, 'objective', c.objective, 'status', c.status,
      'platform', c.platform, 'start_date', c.start_date, 'end_date', c.end_date),
    'figures', jsonb_build_object(
      'budget', c.budget, 'spent', c.spent, 'impressions', c.impressions, 'clicks', c.clicks,
      'conversions', c.conversions,
      'ctr', case when c.impressions > 0 then round(c.clicks * 100.0 / c.impressions, 2) end,
      'cpc', case when c.clicks > 0 then round(c.spent / c.clicks, 2) end,
      'cpa', case when c.conversions > 0 then round(c.spent / c.conversions, 2) end)));
end;
$$;
revoke execute on function public.perform_report_generation(public.scheduled_tasks)
  from public, anon, authenticated, service_role;

-- The new budget, applied only if whoever scheduled the task may still change the campaign (the
-- campaigns policies' rule: owners and admins any, members their own), so scheduling cannot do
-- what the scheduler could not do by hand.
create or replace function public.perform_budget_update(p_task public.scheduled_tasks)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.campaigns;
  scheduler_role text;
  new_budget numeric := (p_task.params ->> 'budget')::numeric;
  previous numeric;
begin
  select * into c from public.campaigns
   where id = p_task.campaign_id and workspace_id = p_task.workspace_id
   for update;
  if c.id is null then
    return public.task_outcome(false, 'The campaign no longer exists, so its budget was not changed');
  end if;
  select m.role::text into scheduler_role from public.workspace_members m
   where m.workspace_id = p_task.workspace_id and m.user_id = p_task.author_id;
  if scheduler_role is null
     or not (scheduler_role in ('owner', 'admin') or (scheduler_role = 'member' and c.author_id = p_task.author_id)) then
    return public.task_outcome(false, 'Whoever scheduled this task may not change this campaign''s budget');
  end if;
  previous := c.budget;
  update public.campaigns set budget = new_budget, updated_at = now() where id = c.id;
  return public.task_outcome(true, null, jsonb_build_object(
    'campaign_id', c.id, 'campaign', c.name, 'previous_budget', previous, 'budget', new_budget));
end;
$$;
revoke execute on function public.perform_budget_update(public.scheduled_tasks)
  from public, anon, authenticated, service_role;
