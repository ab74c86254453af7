import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { sectionLink } from '../lib/nav-links';
import { BrandLogo } from './brand-logo';

const linkGroups = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: sectionLink('features') },
      { label: 'How it works', to: sectionLink('how-it-works') },
      { label: 'Reviews', to: sectionLink('reviews') },
      { label: 'Mobile app', to: sectionLink('install') },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Start Free', to: paths.register },
      { label: 'Sign In', to: paths.login },
    ],
  },
  { title: 'Company', links: [{ label: 'About Us', to: paths.about }] },
];

// No legal pages exist yet: their names are shown as plain text, not as links that lead nowhere.
const legalNotes = ['Terms of Service', 'Privacy Policy'];

const groupTitle = 'text-sm font-semibold text-white';
const footerLink =
  'rounded text-sm text-slate-300 transition hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function SiteFooter() {
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-[75rem] gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_2fr]">
        <div>
          <BrandLogo />
          <p className="mt-4 max-w-xs text-sm leading-6">
            The Creator&apos;s Operational System: scripts to videos, voice-overs, thumbnails and insight for
            video creators.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {linkGroups.map((group) => (
            <div key={group.title}>
              <h2 className={groupTitle}>{group.title}</h2>
              <ul className="mt-4 space-y-3">
                {group.links.map(({ label, to }) => (
                  <li key={label}>
                    <Link to={to} className={footerLink}>
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className={groupTitle}>Legal</h2>
            <ul className="mt-4 space-y-3 text-sm text-slate-400">
              {legalNotes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[75rem] flex-col gap-2 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2026 Creator OS. All rights reserved.</p>
          <p>Made for creators, everywhere.</p>
        </div>
      </div>
    </footer>
  );
}
