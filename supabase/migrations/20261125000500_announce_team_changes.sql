-- Live team screens (issue 16): campaigns, projects and comments announce their changes as the
-- studio's tables do (20261125000110_announce_workspace_changes.sql). Assignees carry no
-- workspace of their own: a change to them is announced as a change to projects, the screen
-- that shows them.

create trigger announce_change after insert or update or delete on public.campaigns
  for each row execute function public.announce_workspace_change();
create trigger announce_change after insert or update or delete on public.projects
  for each row execute function public.announce_workspace_change();
create trigger announce_change after insert or update or delete on public.project_comments
  for each row execute function public.announce_workspace_change();

create or replace function public.announce_project_assignees_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.announce_change_of(
    (select p.workspace_id from public.projects p
      where p.id = case when tg_op = 'DELETE' then old.project_id else new.project_id end),
    'projects');
  return null;
end;
$$;
revoke execute on function public.announce_project_assignees_change() from public, anon, authenticated, service_role;

create trigger announce_change after insert or update or delete on public.project_assignees
  for each row execute function public.announce_project_assignees_change();
