/** The look of the screen's selects, matching the shared Input. */
export const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-50';

export const thClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const tdClass = 'px-4 py-3 text-sm whitespace-nowrap text-slate-700';
