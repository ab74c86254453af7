-- "Remove sample data" (issue 16): the spec's sample content, seeded into every workspace as
-- ordinary rows marked is_sample (20261125000200 campaigns, 0300 projects, their comments and the
-- sample feed, 0400 workflows, scheduled tasks and A/B tests), goes in one step, by an owner or
-- an admin, in one transaction. The team's own rows stay, whatever they point at: a real
-- scheduled task that named a sample campaign keeps its history (its link is cleared); a comment
-- the team wrote on a sample project goes with that project.

-- Whether the workspace still holds sample content (any member may ask; the screens show the
-- action only while it does).
create or replace function public.workspace_has_sample_data(p_workspace_id uuid)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from public.campaigns where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.projects where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.project_comments where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.workflows where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.scheduled_tasks where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.ab_tests where workspace_id = p_workspace_id and is_sample)
      or exists (select 1 from public.activity where workspace_id = p_workspace_id and is_sample);
$$;
revoke execute on function public.workspace_has_sample_data(uuid) from public, anon;
grant execute on function public.workspace_has_sample_data(uuid) to authenticated;

-- Deletes every sample row of the workspace; returns how many went. Owners and admins only.
create or replace function public.remove_sample_data(p_workspace_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer := 0;
  n integer;
begin
  if p_workspace_id is null
     or not public.caller_has_workspace_role(p_workspace_id, array['owner', 'admin']) then
    raise exception 'Only the workspace''s owner or an admin can remove its sample data'
      using errcode = '42501';
  end if;
  delete from public.scheduled_tasks where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.ab_tests where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.workflows where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.project_comments where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.projects where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.campaigns where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  delete from public.activity where workspace_id = p_workspace_id and is_sample;
  get diagnostics n = row_count; removed := removed + n;
  -- The deletes above told the feed "deleted the campaign …" (the campaigns and projects
  -- triggers): clearing samples is no event. Those rows are this transaction's, so they carry
  -- its start time, now().
  delete from public.activity
   where workspace_id = p_workspace_id and created_at = now()
     and kind in ('campaign_deleted', 'project_deleted');
  return removed;
end;
$$;
revoke execute on function public.remove_sample_data(uuid) from public, anon;
grant execute on function public.remove_sample_data(uuid) to authenticated;
