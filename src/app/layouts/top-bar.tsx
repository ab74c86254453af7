import { zodResolver } from '@hookform/resolvers/zod';
import { Bell, LogOut, Menu, Search } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { CreditsBadge } from '@/components/credits/credits-badge';
import { LanguagePicker } from '@/components/language-picker';
import { WorkspaceSelector } from '@/features/workspaces/components/workspace-selector';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';
import { withFailureReported } from '@/lib/report-failure';
import { topBarSearchSchema } from './top-bar-search-schema';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const email = user?.email ?? '';

  const searchForm = useForm({ resolver: zodResolver(topBarSearchSchema), defaultValues: { query: '' } });
  const onSearch = searchForm.handleSubmit(() => {
    toast('Search is coming soon.');
  });

  const onSignOut = async () => {
    await signOut().catch(() => undefined);
    navigate(paths.login, { replace: true });
  };

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Menu className="size-5" aria-hidden />
      </button>
      <form
        role="search"
        onSubmit={withFailureReported(onSearch)}
        className="relative hidden max-w-md flex-1 md:block"
      >
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search"
          {...searchForm.register('query')}
          placeholder="Search campaigns, videos, templates..."
          className="w-full rounded-lg border border-slate-200 bg-slate-50 py-2 pr-3 pl-9 text-sm focus:border-brand-500 focus:bg-white focus:outline-none"
        />
      </form>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        <CreditsBadge />
        {/* On phones the selector gives way to the credits badge: its label truncates. */}
        <div className="min-w-0 [&>div>button]:max-w-full">
          <WorkspaceSelector />
        </div>
        <LanguagePicker />
        <div className="relative">
          <button
            type="button"
            aria-label="Notifications"
            aria-expanded={notificationsOpen}
            onClick={() => setNotificationsOpen((open) => !open)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <Bell className="size-5" aria-hidden />
          </button>
          {notificationsOpen && (
            <div
              role="dialog"
              aria-label="Notifications"
              className="absolute right-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-600 shadow-lg"
            >
              You&apos;re all caught up: no new notifications.
            </div>
          )}
        </div>
        <div className="hidden items-center gap-2 sm:flex">
          <span
            aria-hidden
            className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-700"
          >
            {email.charAt(0).toUpperCase()}
          </span>
          <span className="hidden max-w-48 truncate text-sm text-slate-700 xl:inline">{email}</span>
        </div>
        <button
          type="button"
          onClick={withFailureReported(onSignOut)}
          className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 sm:px-3"
        >
          <LogOut className="size-4" aria-hidden />
          <span className="hidden sm:inline">Sign Out</span>
          <span className="sr-only sm:hidden">Sign Out</span>
        </button>
      </div>
    </header>
  );
}
