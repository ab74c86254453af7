import { AlertCircle, AlertTriangle, AudioLines, Download, Loader2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { datedFileName } from '@/lib/download';
import type { VoiceOverState } from '../lib/use-voice-over';

/** The generated voice-over: a player and a Download Voice link (nothing before Generate Voice). */
export function VoiceOverCard({ state, onClear }: { state: VoiceOverState; onClear: () => void }) {
  if (state.phase === 'idle') return null;
  return (
    <Card aria-labelledby="voice-over-title" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="voice-over-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <AudioLines className="size-5 text-brand-600" aria-hidden />
          Voice-over
        </h2>
        {state.phase !== 'generating' && (
          <Button variant="ghost" className="px-2.5 py-1.5" onClick={onClear} aria-label="Remove voice-over">
            <X className="size-4" aria-hidden />
          </Button>
        )}
      </div>
      <div aria-live="polite" className="mt-3">
        {state.phase === 'generating' && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
            Generating your voice-over…
          </p>
        )}
        {state.phase === 'failed' && (
          <p role="alert" className="flex items-center gap-2 text-sm text-red-700">
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {state.error}
          </p>
        )}
        {state.phase === 'ready' && (
          <>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <audio controls src={state.url} aria-label="Voice-over" className="w-full min-w-0 sm:flex-1" />
              <a
                href={state.url}
                download={datedFileName('creator-os-voice', state.blob.type.includes('wav') ? 'wav' : 'mp3')}
                className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg bg-white px-4 py-2.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-400"
              >
                <Download className="size-4" aria-hidden />
                Download Voice
              </a>
            </div>
            {state.notice && (
              <p role="status" className="mt-3 flex items-center gap-2 text-sm text-amber-800">
                <AlertTriangle className="size-4 shrink-0" aria-hidden />
                {state.notice}
              </p>
            )}
          </>
        )}
      </div>
    </Card>
  );
}
