import type { WorkspaceRole } from '@/lib/schemas/workspace';

/** Avatar colours, each pair well above 4.5:1 contrast. */
const AVATAR_COLOURS = [
  'bg-brand-100 text-brand-700',
  'bg-emerald-100 text-emerald-800',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
];

/** The same person always gets the same colour. */
export function avatarColour(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length];
}

/** The first letter of a name or email, for the avatar. */
export function initialOf(name: string): string {
  return (name.trim().charAt(0) || '?').toUpperCase();
}

export const ROLE_BADGE_STYLES: Record<WorkspaceRole, string> = {
  owner: 'bg-amber-50 text-amber-900 ring-amber-200',
  admin: 'bg-brand-50 text-brand-700 ring-brand-100',
  member: 'bg-slate-100 text-slate-700 ring-slate-200',
  viewer: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
