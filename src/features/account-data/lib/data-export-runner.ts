import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { sleep } from '@/lib/sleep';
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

export interface DataExportState {
  /** The export under way, or null. Only one runs at a time. */
  running: ExportType | null;
  /** 0..100, rising by 10 every 200 ms while an export runs. */
  progress: number;
  start(type: ExportType): void;
}

interface ExportRequest {
  type: ExportType;
  now: Date;
}

/**
 * Reads the export while the bar rises 10% every 200 ms; a failed read stops the bar at the
 * next step instead of running it to 100%, and is thrown.
 */
async function readWithProgress(
  exporter: Exporter,
  { type, now }: ExportRequest,
  onProgress: (percent: number) => void,
): Promise<ExportFile> {
  const outcome: { failed: boolean; error?: unknown } = { failed: false };
  const reading = exporter(type, now).catch((error: unknown) => {
    outcome.failed = true;
    outcome.error = error;
    return null;
  });
  for (let percent = EXPORT_STEP_PERCENT; percent <= 100; percent += EXPORT_STEP_PERCENT) {
    await sleep(EXPORT_STEP_MS);
    if (outcome.failed) break;
    onProgress(percent);
  }
  const file = await reading;
  if (!file) throw outcome.error;
  return file;
}

/**
 * Runs an export as a mutation: the progress bar rises 10% every 200 ms while the data is read,
 * then the JSON file is downloaded. A failure stops the bar and says why ("Export failed: …",
 * raised by the query client); a second start while one runs is ignored; leaving the screen
 * abandons the download (it belongs to this screen's call).
 */
export function useDataExport(exporter: Exporter, download: Downloader = downloadJsonFile): DataExportState {
  const queryClient = useQueryClient();
  // One key per screen: a start is ignored while this screen's export runs.
  const screenId = useId();
  const [progress, setProgress] = useState(0);
  const { mutate, isPending, variables } = useMutation({
    mutationKey: ['data-export', screenId],
    mutationFn: (request: ExportRequest) => readWithProgress(exporter, request, setProgress),
    meta: { errorToast: 'Export failed' },
  });

  const start = useCallback(
    (type: ExportType) => {
      if (queryClient.isMutating({ mutationKey: ['data-export', screenId] }) > 0) return;
      setProgress(0);
      const now = new Date();
      const label = EXPORT_CHOICES.find((choice) => choice.type === type)?.label ?? 'Data';
      mutate(
        { type, now },
        {
          onSuccess(file) {
            download(exportFileName(type, now), file);
            toast.success(`${label} exported`);
          },
        },
      );
    },
    [download, mutate, queryClient, screenId],
  );

  return { running: isPending ? variables.type : null, progress, start };
}
