import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import { adminUsers, type UserPlan, type UserStatus } from '@/data/admin';
import { formatMoney, formatNumber } from '@/lib/format/metrics';
import { formatDay, formatMoment } from '../lib/admin-format';
import { filterUsers, type UserFilters } from '../lib/filter-users';
import { StatusBadge } from './status-badge';

const PLANS: readonly UserPlan[] = ['free', 'pro', 'enterprise'];
const STATUSES: readonly UserStatus[] = ['active', 'trial', 'suspended', 'expired'];

/** Users: search by name or email, filter by plan and status, and the table of accounts. */
export function UsersTab() {
  const [filters, setFilters] = useState<UserFilters>({ search: '', plan: 'all', status: 'all' });
  const users = filterUsers(adminUsers, filters);

  return (
    <section aria-labelledby="admin-tab-title" className="space-y-4">
      <h2 id="admin-tab-title" className="text-xl font-semibold text-slate-900">
        Users
      </h2>
      <Card className="space-y-4 p-4 sm:p-6">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
          <Field id="admin-user-search" label="Search users">
            {(control) => (
              <SearchInput
                {...control}
                placeholder="Name or email"
                value={filters.search}
                onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              />
            )}
          </Field>
          <Field id="admin-user-plan" label="Plan">
            {(control) => (
              <Select
                {...control}
                value={filters.plan}
                onChange={(event) =>
                  setFilters({ ...filters, plan: event.target.value as UserFilters['plan'] })
                }
              >
                <option value="all">All plans</option>
                {PLANS.map((plan) => (
                  <option key={plan} value={plan}>
                    {plan.charAt(0).toUpperCase() + plan.slice(1)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="admin-user-status" label="Status">
            {(control) => (
              <Select
                {...control}
                value={filters.status}
                onChange={(event) =>
                  setFilters({ ...filters, status: event.target.value as UserFilters['status'] })
                }
              >
                <option value="all">All statuses</option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status.charAt(0).toUpperCase() + status.slice(1)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>

        <p className="text-sm text-slate-600" aria-live="polite">
          Showing {users.length} of {adminUsers.length} users
        </p>

        {users.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600">
            No users match these filters.
          </p>
        ) : (
          <Table
            label="Users table"
            containerClassName="rounded-xl border border-slate-200"
            className="min-w-[860px]"
          >
            <thead className="bg-slate-50">
              <tr>
                <TableHead>User</TableHead>
                <TableHead>Plan</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Joined</TableHead>
                <TableHead>Last active</TableHead>
                <TableHead className="text-right">Revenue</TableHead>
                <TableHead>Usage</TableHead>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 bg-white">
              {users.map((user) => (
                <tr key={user.id}>
                  <TableCell>
                    <p className="font-medium text-slate-900">{user.name}</p>
                    <p className="text-slate-600">{user.email}</p>
                  </TableCell>
                  <TableCell>
                    <StatusBadge value={user.plan} />
                  </TableCell>
                  <TableCell>
                    <StatusBadge value={user.status} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDay(user.joinDate)}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatMoment(user.lastActive)}</TableCell>
                  <TableCell className="text-right font-medium whitespace-nowrap text-slate-900">
                    {formatMoney(user.revenue)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    <span className="block">{formatNumber(user.usage.videos)} videos</span>
                    <span className="block text-slate-600">
                      {formatNumber(user.usage.thumbnails)} thumbnails · {formatNumber(user.usage.scripts)}{' '}
                      scripts
                    </span>
                  </TableCell>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </section>
  );
}
