// Shared class lists of the marketing pages, so every call to action looks and focuses alike.

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2';

/** The main call to action (Start Free) on any background. */
export const primaryButton = `${base} bg-brand-600 px-5 py-3 text-sm text-white shadow-lg shadow-brand-600/30 hover:bg-brand-700 focus-visible:outline-brand-500`;

/** A quieter action on a dark background (Sign In, Install App). */
export const darkSecondaryButton = `${base} px-5 py-3 text-sm text-white ring-1 ring-white/25 hover:bg-white/10 focus-visible:outline-white`;

/** A quieter action on a light background. */
export const lightSecondaryButton = `${base} bg-white px-5 py-3 text-sm text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-brand-600`;

/** A text link in the dark header. */
export const headerLink =
  'rounded-lg px-3 py-2 text-sm font-semibold text-slate-200 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/** Sections leave room for the sticky header when scrolled to, and take focus without a ring. */
export const sectionAnchor = 'scroll-mt-20 focus:outline-none';
