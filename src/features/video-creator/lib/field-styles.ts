/** A card's small uppercase heading. */
export const panelTitleClass = 'text-sm font-semibold tracking-wide text-slate-600 uppercase';
