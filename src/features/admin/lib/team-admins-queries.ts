import { queryOptions } from '@tanstack/react-query';
import { listTeamAdmins, sampleTeamAdmins } from './team-admins-api';

/** Query keys of the admin dashboard's data (the same for every platform admin). */
export const adminKeys = {
  all: ['admin'] as const,
  team: () => [...adminKeys.all, 'team'] as const,
};

/**
 * The admin team. It is sample data, there from the first render and never stale: the simulated
 * actions write their result into this cache, where it stays until sign-out.
 */
export const teamAdminsQuery = () =>
  queryOptions({
    queryKey: adminKeys.team(),
    queryFn: listTeamAdmins,
    initialData: sampleTeamAdmins,
    staleTime: Infinity,
    gcTime: Infinity,
  });
