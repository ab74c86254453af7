import { CircleCheck, Download } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePwaInstallContext } from '../lib/install-context';
import { sectionLink } from '../lib/nav-links';

/**
 * The header's Install App action: the browser's install prompt when it offers one, an
 * "App Installed" badge once installed, otherwise a link to the install instructions (#install).
 */
export function InstallAppButton({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { state, install } = usePwaInstallContext();
  if (state === 'installed') {
    return (
      <span className="inline-flex items-center justify-center gap-1.5 rounded-full bg-emerald-400/10 px-3 py-1.5 text-xs font-semibold text-emerald-300 ring-1 ring-emerald-400/30">
        <CircleCheck className="size-3.5" aria-hidden /> App Installed
      </span>
    );
  }
  const content = (
    <>
      <Download className="size-4" aria-hidden /> Install App
    </>
  );
  if (state === 'installable') {
    return (
      <button
        type="button"
        className={className}
        onClick={() => {
          onNavigate?.();
          install().catch(() => undefined);
        }}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={sectionLink('install')} className={className} onClick={onNavigate}>
      {content}
    </Link>
  );
}
