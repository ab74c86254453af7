import type { AdminUser, UserPlan, UserStatus } from '@/data/admin';

export interface UserFilters {
  search: string;
  plan: UserPlan | 'all';
  status: UserStatus | 'all';
}

/** The users whose name or email contains the search (any case) and who match both pickers. */
export function filterUsers(users: readonly AdminUser[], { search, plan, status }: UserFilters): AdminUser[] {
  const needle = search.trim().toLowerCase();
  return users.filter(
    (user) =>
      (plan === 'all' || user.plan === plan) &&
      (status === 'all' || user.status === status) &&
      (needle === '' ||
        user.name.toLowerCase().includes(needle) ||
        user.email.toLowerCase().includes(needle)),
  );
}
