import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { VideoService } from '@/services/video/video-service';
import { sleep } from '@/lib/sleep';
import { useObjectUrl } from './use-object-url';
import { UPLOAD_FAILED_ERROR, validateUpload } from './upload-validation';

/** The simulated bar: +10 every 200 ms up to 90 (about 2 s in all), then 100 once stored. */
export const UPLOAD_TICK_MS = 200;
const UPLOAD_STEP = 10;
const UPLOAD_HOLD = 90;

export type UploadState =
  | { phase: 'idle'; error: string | null }
  | { phase: 'uploading'; progress: number; fileName: string }
  | { phase: 'done'; url: string; fileName: string; size: number; storedPath: string | null };

/**
 * Upload & Edit: checks the file, stores it (a mutation) while the bar fills, then plays it here.
 * An upload cleared or left before it ends shows nothing.
 */
export function useVideoUpload(service: VideoService) {
  const video = useObjectUrl();
  // A message for a file refused before any upload (its type, its size, a drop of several).
  const [refusal, setRefusal] = useState<string | null>(null);
  // The bar's value, for the file it belongs to.
  const [bar, setBar] = useState<{ file: File; progress: number } | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTicker = () => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  };

  useEffect(() => stopTicker, []);

  /**
   * Fills the bar to 90 (the shortest an upload seems to take): `filled` resolves once it is
   * there. A new upload, Clear and leaving the screen stop it; `stop` stops this one only.
   */
  const fillBar = (file: File) => {
    let progress = 0;
    stopTicker();
    setBar({ file, progress });
    let interval: ReturnType<typeof setInterval> | undefined;
    const filled = new Promise<void>((resolve) => {
      interval = setInterval(() => {
        progress = Math.min(UPLOAD_HOLD, progress + UPLOAD_STEP);
        setBar({ file, progress });
        if (progress >= UPLOAD_HOLD) {
          clearInterval(interval);
          resolve();
        }
      }, UPLOAD_TICK_MS);
    });
    ticker.current = interval;
    return { filled, stop: () => clearInterval(interval) };
  };

  const store = useMutation({
    mutationFn: async (file: File) => {
      const filling = fillBar(file);
      let stored: { path: string } | null;
      try {
        [stored] = await Promise.all([service.storeUpload(file), filling.filled]);
      } catch (error) {
        filling.stop();
        throw error;
      }
      setBar({ file, progress: 100 });
      await sleep(UPLOAD_TICK_MS);
      return { storedPath: stored?.path ?? null };
    },
  });

  const file = store.variables;
  const state: UploadState =
    store.isPending && file
      ? { phase: 'uploading', progress: bar?.file === file ? bar.progress : 0, fileName: file.name }
      : store.isSuccess && file
        ? video.url
          ? { phase: 'done', url: video.url, fileName: file.name, size: file.size, ...store.data }
          : { phase: 'idle', error: UPLOAD_FAILED_ERROR }
        : store.isError
          ? { phase: 'idle', error: UPLOAD_FAILED_ERROR }
          : { phase: 'idle', error: refusal };

  /** Shows a message for a file refused before uploading (or a drop that held several). */
  const reject = (error: string) => {
    stopTicker();
    store.reset();
    setRefusal(error);
  };

  const upload = (next: File) => {
    const problem = validateUpload(next);
    if (problem) {
      reject(problem);
      return;
    }
    stopTicker();
    video.replace(null);
    setRefusal(null);
    // The callbacks given to `mutate` run only for the latest upload, and only while it is shown.
    store.mutate(next, { onSuccess: () => video.replace(next) });
  };

  const clear = () => {
    stopTicker();
    store.reset();
    video.replace(null);
    setRefusal(null);
  };

  return { state, upload, reject, clear };
}
