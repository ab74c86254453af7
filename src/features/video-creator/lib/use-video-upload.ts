import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoService } from '@/services/video/video-service';
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

/** Upload & Edit: checks the file, shows progress while it is stored, then plays it here. */
export function useVideoUpload(service: VideoService) {
  const [state, setState] = useState<UploadState>({ phase: 'idle', error: null });
  const { replace } = useObjectUrl();
  const run = useRef(0);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopTicker = () => {
    clearInterval(ticker.current);
    ticker.current = undefined;
  };

  useEffect(
    () => () => {
      run.current += 1;
      stopTicker();
    },
    [],
  );

  const upload = useCallback(
    async (file: File) => {
      const problem = validateUpload(file);
      if (problem) {
        setState({ phase: 'idle', error: problem });
        return;
      }
      const id = ++run.current;
      stopTicker();
      replace(null);
      let progress = 0;
      setState({ phase: 'uploading', progress, fileName: file.name });
      const bar = new Promise<void>((resolve) => {
        ticker.current = setInterval(() => {
          if (id !== run.current) return;
          progress = Math.min(UPLOAD_HOLD, progress + UPLOAD_STEP);
          setState({ phase: 'uploading', progress, fileName: file.name });
          if (progress >= UPLOAD_HOLD) {
            stopTicker();
            resolve();
          }
        }, UPLOAD_TICK_MS);
      });
      let stored: { path: string } | null;
      try {
        [stored] = await Promise.all([service.storeUpload(file), bar]);
      } catch {
        if (id !== run.current) return;
        stopTicker();
        setState({ phase: 'idle', error: UPLOAD_FAILED_ERROR });
        return;
      }
      if (id !== run.current) return;
      setState({ phase: 'uploading', progress: 100, fileName: file.name });
      await new Promise((resolve) => setTimeout(resolve, UPLOAD_TICK_MS));
      if (id !== run.current) return;
      const url = replace(file);
      if (!url) {
        setState({ phase: 'idle', error: UPLOAD_FAILED_ERROR });
        return;
      }
      setState({
        phase: 'done',
        url,
        fileName: file.name,
        size: file.size,
        storedPath: stored?.path ?? null,
      });
    },
    [replace, service],
  );

  /** Shows a message for a drop that held no file (or several). */
  const reject = useCallback((error: string) => setState({ phase: 'idle', error }), []);

  const clear = useCallback(() => {
    run.current += 1;
    stopTicker();
    replace(null);
    setState({ phase: 'idle', error: null });
  }, [replace]);

  return { state, upload, reject, clear };
}
