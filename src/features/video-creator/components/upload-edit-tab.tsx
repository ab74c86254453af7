import { AlertCircle, CloudUpload, ImagePlus, Music, Type, WandSparkles, X } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { UPLOAD_ACCEPT, UPLOAD_EXTENSIONS } from '../lib/upload-validation';
import type { UploadState } from '../lib/use-video-upload';

const EDITOR_TOOLS = [
  { name: 'Auto-Edit', icon: WandSparkles, detail: 'Cut silences and pick the best takes' },
  { name: 'Add Thumbnail', icon: ImagePlus, detail: 'Design a thumbnail for this video' },
  { name: 'Add Text', icon: Type, detail: 'Titles, captions and call-outs' },
  { name: 'Add Audio', icon: Music, detail: 'Music and voice-over tracks' },
] as const;

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Upload & Edit: drop or choose a video, watch it upload, then play it beside the editor tools. */
export function UploadEditTab({
  state,
  onFile,
  onReject,
  onClear,
}: {
  state: UploadState;
  onFile: (file: File) => void;
  onReject: (error: string) => void;
  onClear: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = state.phase === 'uploading';

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    const files = event.dataTransfer.files;
    if (files.length === 0) return;
    if (files.length > 1) {
      onReject('Drop one video at a time.');
      return;
    }
    onFile(files[0]);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="min-w-0 p-5 sm:p-6 lg:col-span-2" aria-labelledby="upload-title">
        <h2 id="upload-title" className="text-lg font-semibold text-slate-900">
          Upload a video
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {UPLOAD_EXTENSIONS.map((ext) => ext.toUpperCase()).join(', ')} · up to 500 MB
        </p>

        {state.phase !== 'done' && (
          <div
            data-testid="upload-drop-zone"
            onDragEnter={(event) => {
              event.preventDefault();
              if (!uploading) setDragging(true);
            }}
            onDragOver={(event) => event.preventDefault()}
            onDragLeave={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
            }}
            onDrop={onDrop}
            className={cn(
              'mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition',
              dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
            )}
          >
            <CloudUpload className="size-10 text-brand-600" aria-hidden />
            <p className="font-medium text-slate-900">Drag and drop your video here</p>
            <p className="text-sm text-slate-600">or</p>
            <Button onClick={() => input.current?.click()} disabled={uploading}>
              Choose a video
            </Button>
            <input
              ref={input}
              type="file"
              accept={UPLOAD_ACCEPT}
              aria-label="Video file"
              className="sr-only"
              tabIndex={-1}
              disabled={uploading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) onFile(file);
              }}
            />
          </div>
        )}

        <div aria-live="polite">
          {state.phase === 'idle' && state.error && (
            <p
              role="alert"
              className="mt-4 flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {state.error}
            </p>
          )}
          {state.phase === 'uploading' && (
            <div className="mt-4 space-y-2">
              <div className="flex justify-between gap-3 text-sm">
                <span className="truncate font-medium text-slate-900">Uploading {state.fileName}</span>
                <span className="font-semibold text-slate-900 tabular-nums">{state.progress}%</span>
              </div>
              <ProgressBar label="Upload progress" value={state.progress} max={100} />
            </div>
          )}
        </div>

        {state.phase === 'done' && (
          <div className="mt-4 space-y-3">
            <video
              key={state.url}
              src={state.url}
              controls
              playsInline
              aria-label={`Uploaded video: ${state.fileName}`}
              className="aspect-video w-full rounded-xl bg-slate-900"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="min-w-0 text-sm text-slate-700">
                <span className="block truncate font-medium text-slate-900">{state.fileName}</span>
                {formatSize(state.size)} ·{' '}
                {state.storedPath ? 'Saved to your library' : 'Kept in this browser'}
              </p>
              <Button variant="secondary" onClick={onClear}>
                <X className="size-4" aria-hidden />
                Upload another
              </Button>
            </div>
          </div>
        )}
      </Card>

      <Card className="min-w-0 p-5" aria-labelledby="editor-tools-title">
        <CardTitle id="editor-tools-title">Editor tools</CardTitle>
        <ul className="mt-3 space-y-2">
          {EDITOR_TOOLS.map(({ name, icon: Icon, detail }) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => toast(`${name} is coming soon`)}
                className="flex w-full items-start gap-3 rounded-lg border border-slate-200 px-3 py-2.5 text-left transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{name}</span>
                  <span className="block text-xs text-slate-600">{detail}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-xs text-slate-600">Editing tools are coming soon.</p>
      </Card>
    </div>
  );
}
