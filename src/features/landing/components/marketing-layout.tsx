import type { ReactNode } from 'react';
import { usePwaInstall } from '@/lib/pwa/use-pwa-install';
import { PwaInstallContext } from '../lib/install-context';
import { useScrollToHash } from '../lib/use-scroll-to-hash';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every marketing page: skip link, header, main content and footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  const pwaInstall = usePwaInstall();
  useScrollToHash();
  return (
    <PwaInstallContext value={pwaInstall}>
      <div className="flex min-h-screen flex-col bg-ink text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </div>
    </PwaInstallContext>
  );
}
