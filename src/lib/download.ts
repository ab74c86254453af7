/**
 * Saves `blob` as `fileName` through a temporary, hidden link. The object URL is released a
 * little later, once the browser has surely started the download.
 */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves `text` as `fileName` with the given MIME type. */
export function downloadText(text: string, fileName: string, type = 'text/plain'): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Saves `data` as a pretty-printed JSON file (ending in a newline when `trailingNewline`). */
export function downloadJson(data: unknown, fileName: string, { trailingNewline = false } = {}): void {
  const json = JSON.stringify(data, null, 2);
  downloadText(trailingNewline ? `${json}\n` : json, fileName, 'application/json');
}

/** Fetches the file at `url` and saves it (a cross-origin link's download name would be ignored). */
export async function downloadUrl(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  downloadBlob(await response.blob(), fileName);
}

/** `<name>-YYYY-MM-DD.<extension>`, the date in the user's time zone. */
export function datedFileName(name: string, extension: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.${extension}`;
}
