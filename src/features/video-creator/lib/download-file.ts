/** YYYY-MM-DD in the user's time zone. */
export function localDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The name a downloaded video is saved under. */
export const videoFileName = (date = new Date()) => `creator-os-video-${localDate(date)}.mp4`;

/** The name a downloaded voice-over is saved under, by its audio type. */
export const voiceFileName = (type: string, date = new Date()) =>
  `creator-os-voice-${localDate(date)}.${type.includes('wav') ? 'wav' : 'mp3'}`;

/** Saves a blob under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

/** Fetches the file at `url` and saves it (a cross-origin link's download name would be ignored). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  saveBlob(await response.blob(), fileName);
}
