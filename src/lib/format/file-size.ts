const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A byte count as people read it: "812 bytes", "1.4 MB", "38 GB" (units of 1,024). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${UNITS[unit]}`;
}
