import type { ReactNode } from 'react';
import { AdminsOnlyNotice } from '@/components/admin/admins-only-notice';
import { SampleDataNotice } from '@/components/sample-data-notice';
import { usePlatformAdminAccess } from '@/lib/admin/platform-admin-context';
import { AdminDashboard } from '../components/admin-dashboard';

function PageHeader({ actions }: { actions?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Admin Dashboard</h1>
        <p className="text-slate-600">Users, admins, coupons and affiliates across the platform.</p>
      </div>
      {actions}
    </div>
  );
}

/**
 * Admin Dashboard: only for platform admins (the database decides); everyone else is told so.
 * The figures are sample data (docs/product-rules.md#admin-dashboard).
 */
export function AdminScreen() {
  const access = usePlatformAdminAccess();
  return (
    <div className="space-y-6">
      {access.status === 'admin' ? (
        <AdminDashboard
          header={(actions) => (
            <>
              <PageHeader actions={actions} />
              <SampleDataNotice>
                The users, coupons and affiliates are examples; admin actions are simulated.
              </SampleDataNotice>
            </>
          )}
        />
      ) : (
        <>
          <PageHeader />
          <AdminsOnlyNotice checking={access.status === 'checking'} />
        </>
      )}
    </div>
  );
}
