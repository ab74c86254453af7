import { Download, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { ADMIN_TABS, type AdminTabId } from '../lib/admin-tabs';
import { downloadJson } from '@/lib/download';
import { adminExportFileName, buildAdminExport } from '../lib/export-admin-data';
import { useTeamAdmins } from '../lib/use-team-admins';
import { AdminsTab } from './admins-tab';
import { AffiliatesTab } from './affiliates-tab';
import { CouponsTab } from './coupons-tab';
import { OverviewTab } from './overview-tab';
import { UnderDevelopment } from '@/components/under-development';
import { UsersTab } from './users-tab';

const ID_PREFIX = 'admin';

/** The header actions (portalled into the page header by the screen) and the seven tabs. */
export function AdminHeaderActions({ onExport }: { onExport: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={onExport}>
        <Download className="size-4" aria-hidden />
        Export Data
      </Button>
      <Button onClick={() => toast('Adding users is coming soon')}>
        <UserPlus className="size-4" aria-hidden />
        Add User
      </Button>
    </div>
  );
}

/** The admin dashboard for a platform admin: header actions, tabs and their content. */
export function AdminDashboard({ header }: { header: (actions: ReactNode) => ReactNode }) {
  const [tab, setTab] = useState<AdminTabId>('overview');
  const team = useTeamAdmins();

  const exportData = () => {
    downloadJson(buildAdminExport(team.admins), adminExportFileName());
    toast.success('Admin data exported');
  };

  const content = (() => {
    switch (tab) {
      case 'overview':
        return <OverviewTab />;
      case 'users':
        return <UsersTab />;
      case 'admins':
        return <AdminsTab team={team} />;
      case 'coupons':
        return <CouponsTab />;
      case 'affiliates':
        return <AffiliatesTab />;
      case 'billing':
        return <UnderDevelopment title="Billing" headingId="admin-tab-title" />;
      case 'system':
        return <UnderDevelopment title="System" headingId="admin-tab-title" />;
    }
  })();

  return (
    <>
      {header(<AdminHeaderActions onExport={exportData} />)}
      <div className="-mx-4 sm:mx-0">
        <TabList
          tabs={ADMIN_TABS}
          value={tab}
          onChange={setTab}
          label="Admin dashboard"
          idPrefix={ID_PREFIX}
          className="flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-fit sm:max-w-full sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
        />
      </div>
      <TabPanel idPrefix={ID_PREFIX} id={tab} className="min-w-0">
        {content}
      </TabPanel>
    </>
  );
}
