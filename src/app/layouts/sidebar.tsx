import { CheckCircle2, Download, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { usePwaInstall } from '@/lib/pwa/use-pwa-install';
import { withFailureReported } from '@/lib/report-failure';
import { sidebarEntries, type NavEntry } from '../dashboard-route-table';

/** An entry is current when its path matches and, if it names a settings tab, that tab is open. */
function isCurrent(entry: NavEntry, pathname: string, search: string): boolean {
  const [path, query] = entry.to.split('?');
  if (pathname.replace(/\/+$/, '') !== path) return false;
  const wantedTab = new URLSearchParams(query ?? '').get('tab');
  const openTab = new URLSearchParams(search).get('tab');
  return wantedTab
    ? wantedTab === openTab
    : !openTab || !sidebarEntries.some((e) => e.to === `${path}?tab=${openTab}`);
}

export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname, search } = useLocation();
  const { state, install } = usePwaInstall();
  return (
    <div className="flex h-full flex-col bg-ink text-slate-300">
      <Link
        to={paths.dashboard}
        onClick={onNavigate}
        className="flex items-center gap-2 px-5 py-5 text-lg font-bold text-white"
      >
        <Sparkles className="size-5 text-brand-500" aria-hidden /> Creator OS
      </Link>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 pb-4">
        <ul className="space-y-0.5">
          {sidebarEntries.map((entry) => {
            const current = isCurrent(entry, pathname, search);
            const Icon = entry.icon;
            return (
              <li key={entry.label}>
                <Link
                  to={entry.to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition hover:bg-white/10 hover:text-white',
                    current && 'bg-brand-600 text-white hover:bg-brand-600',
                  )}
                >
                  <Icon className="size-4 shrink-0" aria-hidden />
                  {entry.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {state !== 'unavailable' && (
        <div className="border-t border-white/10 p-4">
          {state === 'installable' && (
            <button
              type="button"
              onClick={withFailureReported(install)}
              className="flex w-full items-center justify-center gap-2 rounded-lg bg-white/10 px-3 py-2 text-sm font-semibold text-white hover:bg-white/20"
            >
              <Download className="size-4" aria-hidden /> Install App
            </button>
          )}
          {state === 'installed' && (
            <p className="flex items-center justify-center gap-2 text-sm font-medium text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden /> App Installed
            </p>
          )}
        </div>
      )}
    </div>
  );
}
