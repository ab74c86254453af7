import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { AfterHydration } from '@/components/after-hydration';
import { paths } from '@/lib/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { useDismiss } from '@/lib/use-dismiss';
import { whenIdle } from '@/lib/when-idle';
import { navLinks } from '../lib/nav-links';
import { headerLink, primaryButton } from '../lib/styles';
import { BrandLogo } from './brand-logo';
import { InstallAppButton } from './install-app-button';

// The language picker (and the class-name merger it brings) loads once the browser is idle after the
// first paint, as the toaster does: nobody needs it before the page shows, and it would cost the
// landing page's JavaScript budget about 11 KB gzip. A same-sized placeholder keeps the header from shifting;
// the prerendered page holds the placeholder, so the picker starts loading only after hydration.
const LanguagePicker = lazy(() =>
  whenIdle()
    .then(() => import('@/components/language-picker'))
    .then((m) => ({ default: m.LanguagePicker })),
);

const languagePickerPlaceholder = <span aria-hidden="true" className="block h-9 w-9 sm:w-30" />;

const menuLink =
  'block rounded-lg px-3 py-3 text-base font-semibold text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** The marketing header: links and actions on wide screens, a menu button on phones. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const hydrated = useHydrated();

  const hideMenu = useCallback(() => setOpen(false), []);
  // Escape or a click outside closes the menu; focus inside it goes back to the menu button.
  const dismiss = useCallback(() => {
    if (header.current?.contains(document.activeElement)) menuButton.current?.focus();
    setOpen(false);
  }, []);
  useDismiss(header, open, dismiss);

  const current = (to: string | { pathname: string }) =>
    typeof to === 'string' && to === pathname ? ('page' as const) : undefined;

  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-white/10 bg-ink/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-[75rem] items-center gap-3 px-4 sm:px-6">
        <BrandLogo onClick={hideMenu} />
        <nav aria-label="Main" className="hidden flex-1 items-center justify-center gap-1 lg:flex">
          {navLinks.map(({ label, to }) => (
            <Link key={label} to={to} aria-current={current(to)} className={headerLink}>
              {label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1.5 lg:ml-0">
          <AfterHydration fallback={languagePickerPlaceholder}>
            <Suspense fallback={languagePickerPlaceholder}>
              <LanguagePicker tone="dark" />
            </Suspense>
          </AfterHydration>
          <div className="hidden items-center gap-1.5 lg:flex">
            <InstallAppButton className={`${headerLink} inline-flex items-center gap-2`} />
            <Link to={paths.login} className={headerLink}>
              Sign In
            </Link>
            <Link to={paths.register} className={`${primaryButton} ml-1 px-4 py-2`}>
              Start Free
            </Link>
          </div>
          <button
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            // The prerendered page shows before its code runs: until then a tap could not open the menu.
            disabled={!hydrated}
            onClick={() => setOpen((o) => !o)}
            className="grid size-10 place-items-center rounded-lg text-slate-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white lg:hidden"
          >
            {open ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      {open && (
        <div
          id={menuId}
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-white/10 bg-ink shadow-2xl shadow-black/40 lg:hidden"
        >
          <nav aria-label="Menu" className="mx-auto max-w-[75rem] px-4 py-4 sm:px-6">
            <ul className="space-y-1">
              {navLinks.map(({ label, to }) => (
                <li key={label}>
                  <Link to={to} aria-current={current(to)} onClick={hideMenu} className={menuLink}>
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-4 grid gap-3 border-t border-white/10 pt-4">
              <InstallAppButton
                onNavigate={hideMenu}
                className="inline-flex items-center justify-center gap-2 rounded-xl bg-white/10 px-5 py-3 text-sm font-semibold text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
              />
              <div className="grid grid-cols-2 gap-3">
                <Link
                  to={paths.login}
                  onClick={hideMenu}
                  className="inline-flex items-center justify-center rounded-xl px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/25 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  Sign In
                </Link>
                <Link to={paths.register} onClick={hideMenu} className={primaryButton}>
                  Start Free
                </Link>
              </div>
            </div>
          </nav>
        </div>
      )}
    </header>
  );
}
