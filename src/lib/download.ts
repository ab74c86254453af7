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
