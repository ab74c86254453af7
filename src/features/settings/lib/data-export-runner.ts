import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  EXPORT_CHOICES,
  EXPORT_STEP_MS,
  EXPORT_STEP_PERCENT,
  exportFileName,
  type ExportFile,
  type ExportType,
} from './data-export';
import { downloadJsonFile } from './data-export-download';

export type Exporter = (type: ExportType, now: Date) => Promise<ExportFile>;
export type Downloader = (fileName: string, data: unknown) => void;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface DataExportState {
  /** The export under way, or null. Only one runs at a time. */
  running: ExportType | null;
  /** 0..100, rising by 10 every 200 ms while an export runs. */
  progress: number;
  start(type: ExportType): Promise<void>;
}

/**
 * Runs an export: the progress bar rises 10% every 200 ms while the data is read, then the JSON
 * file is downloaded. A failure stops the bar and says why; a second start while one runs is
 * ignored; leaving the screen abandons the export.
 */
export function useDataExport(exporter: Exporter, download: Downloader = downloadJsonFile): DataExportState {
  const [running, setRunning] = useState<ExportType | null>(null);
  const [progress, setProgress] = useState(0);
  const busy = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    async (type: ExportType) => {
      if (busy.current) return;
      busy.current = true;
      setRunning(type);
      setProgress(0);
      const now = new Date();
      const label = EXPORT_CHOICES.find((choice) => choice.type === type)?.label ?? 'Data';
      // Set when the read fails, so the bar stops at once instead of running to 100%.
      const outcome: { failed: boolean; error?: unknown } = { failed: false };
      const reading = exporter(type, now).catch((error: unknown) => {
        outcome.failed = true;
        outcome.error = error;
        return null;
      });
      try {
        for (let percent = EXPORT_STEP_PERCENT; percent <= 100; percent += EXPORT_STEP_PERCENT) {
          await wait(EXPORT_STEP_MS);
          if (!mounted.current) return;
          if (outcome.failed) break;
          setProgress(percent);
        }
        const file = await reading;
        if (!mounted.current) return;
        if (!file) {
          toast.error(`Export failed: ${getErrorMessage(outcome.error)}`);
          return;
        }
        download(exportFileName(type, now), file);
        toast.success(`${label} exported`);
      } finally {
        busy.current = false;
        if (mounted.current) {
          setRunning(null);
          setProgress(0);
        }
      }
    },
    [download, exporter],
  );

  return { running, progress, start };
}
