const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const credits = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** $5.00, $49.00. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** 5, 0.5, 1,250: credits as people read them. */
export function formatCredits(amount: number): string {
  return credits.format(amount);
}

/** +50, -1, +0.5: a signed change of credits. */
export function formatCreditChange(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatCredits(Math.abs(amount))}`;
}

// Made on first use and kept: toLocaleDateString and toLocaleString with options build a new
// formatter at every call, which made the dates of the dashboard's recent activity 8 ms of its
// first render.
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** 23 Nov 2026 (the user's locale decides the order). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(date);
}

/** 23 Nov 2026, 14:05 (the user's locale decides the order and the clock); '' for no date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateTimeFormat.format(date);
}
