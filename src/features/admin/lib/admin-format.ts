const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 2026" from an ISO date (read as a calendar date, whatever the time zone). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-').map(Number);
  return dateFormat.format(new Date(year, month - 1, day));
}

/** "Nov 23, 9:12 AM" from an ISO date and time. */
export function formatMoment(isoDateTime: string): string {
  return dateTimeFormat.format(new Date(isoDateTime));
}

/** "Pro" from "pro", "Super Admin" from "super_admin". */
export function titleCase(value: string): string {
  return value
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
