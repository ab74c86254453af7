import { downloadJson } from '@/lib/download';

/** Saves `data` as a pretty-printed JSON file (ending in a newline) through the browser's download. */
export function downloadJsonFile(fileName: string, data: unknown): void {
  downloadJson(data, fileName, { trailingNewline: true });
}
