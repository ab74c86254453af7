import { X } from 'lucide-react';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LowCreditsWarning } from '@/components/credits/low-credits-warning';
import { BackupReminder } from '@/components/local-data/backup-reminder';
import { AppUpgradeModal } from '@/components/credits/upgrade-modal';
import { useDueTaskRunner } from '@/lib/automation/use-due-task-runner';
import { MAIN_CONTENT_ID } from '@/lib/main-content';
import { useLiveWorkspace } from '@/lib/live/use-live-workspace';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useTrackingRuntime } from '@/services/tracking/use-tracking-runtime';
import { CreditsProvider } from '../providers/credits-provider';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';

/** The signed-in shell with the user's credits (and the upgrade modal they can open). */
export function DashboardLayout() {
  return (
    <CreditsProvider>
      <DashboardRuntime />
      <DashboardShell />
      <AppUpgradeModal />
    </CreditsProvider>
  );
}

/**
 * What runs beside every dashboard page and draws nothing. A component of its own, so that its
 * renders (the workspace changing, a due-task run's states, the role's read) do not render the
 * shell, its sidebar and the page again: in a returning load's profile each of them did.
 */
function DashboardRuntime() {
  useTrackingRuntime();
  usePageTitle();
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  // Other members' and other tabs' changes to the current workspace reach the open screen.
  useLiveWorkspace(workspaceId);
  // Local mode runs the workspace's due scheduled tasks while the app is open (hosted: pg_cron).
  useDueTaskRunner(workspaceId);
  return null;
}

/** The sidebar (a drawer on phones), the top bar and the page. */
function DashboardShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="min-h-screen bg-slate-50">
      <aside className="fixed inset-y-0 left-0 hidden w-64 lg:block">
        <Sidebar />
      </aside>
      {menuOpen && (
        <div className="fixed inset-0 z-40 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <button
            type="button"
            aria-label="Close menu"
            className="absolute inset-0 bg-black/50"
            onClick={() => setMenuOpen(false)}
          />
          <div className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl">
            <Sidebar onNavigate={() => setMenuOpen(false)} />
            <button
              type="button"
              aria-label="Close menu"
              onClick={() => setMenuOpen(false)}
              className="absolute top-4 right-3 rounded-lg p-1.5 text-slate-300 hover:bg-white/10"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
        </div>
      )}
      <div className="lg:pl-64">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        {/* Part of the shell's first render (not loaded apart): arriving later it shifted the page. */}
        <BackupReminder />
        {/* pb-24: the last controls scroll clear of the floating assistant button. */}
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 pt-6 pb-24 outline-none sm:px-6 lg:px-8"
        >
          <LowCreditsWarning className="mb-6" />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
