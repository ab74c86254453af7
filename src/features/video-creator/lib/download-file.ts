import { downloadBlob } from '@/lib/download';

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

/** Fetches the file at `url` and saves it (a cross-origin link's download name would be ignored). */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  downloadBlob(await response.blob(), fileName);
}
