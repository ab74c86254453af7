import { Coins, Eye, Loader2, Mic, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CREDIT_COSTS } from '@/lib/credits/credit-constants';
import type { GenerationState } from '@/services/video/use-video-generation';
import type { RecentVideosState } from '../lib/use-recent-videos';
import type { ScriptToVideoFormApi } from '../lib/script-to-video-form';
import type { VoiceOverState } from '../lib/use-voice-over';
import { creditsWord } from '../lib/video-options';
import { CreditPanel } from './credit-panel';
import { GenerationResult } from './generation-result';
import { RecentVideos } from './recent-videos';
import { ScriptEditor } from './script-editor';
import { VideoSettingsPanel } from './video-settings-panel';
import { VoiceOverCard } from './voice-over-card';
import { VoicePanel } from './voice-panel';

/** The cost badge on a button: what it spends (nothing for users with their own keys). */
function CostBadge({ cost, unlimited, testId }: { cost: number; unlimited: boolean; testId: string }) {
  return (
    <span
      data-testid={testId}
      className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-700 sm:px-2 tabular-nums"
    >
      <Coins className="hidden size-3.5 sm:block" aria-hidden />
      {unlimited ? 'Your keys' : `${cost} ${creditsWord(cost)}`}
    </span>
  );
}

export interface ScriptToVideoTabProps {
  /** Script, voice and settings: one form, checked as the server checks them. */
  form: ScriptToVideoFormApi;
  videoCost: number;
  unlimited: boolean;
  generation: GenerationState;
  voiceOver: VoiceOverState;
  recent: RecentVideosState;
  downloading: boolean;
  /** Whether the caller may make videos and voice-overs here (a viewer may not). */
  canCreate: boolean;
  /** The workspace they are kept in is known (it is still opening just after a page load). */
  workspaceReady: boolean;
  /** Both submit the form (handleSubmit): the script is checked first. */
  onGenerateVideo: () => void;
  onGenerateVoice: () => void;
  onPreview: () => void;
  onRetry: () => void;
  onCreateNew: () => void;
  onDownload: () => void;
  onUploadToYouTube: () => void;
  onClearVoice: () => void;
  onRefreshRecent: () => void;
  /** The result area's element id (the screen scrolls to it when a generation starts). */
  resultId?: string;
  /** Above the script: its title, save state and Save / Open. */
  header?: ReactNode;
}

/**
 * Script to Video. On wide screens the panels sit to the right of the script; on phones they
 * stack under it, before the result.
 */
export function ScriptToVideoTab(props: ScriptToVideoTabProps) {
  const generating = props.generation.phase === 'generating';
  const speaking = props.voiceOver.phase === 'generating';
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr]">
      <Card className="min-w-0 p-5 sm:p-6 lg:col-span-2">
        {props.header}
        <ScriptEditor form={props.form} />
        {props.canCreate ? (
          <div className="mt-4 space-y-2">
            <Button
              onClick={props.onGenerateVideo}
              disabled={generating || !props.workspaceReady}
              className="w-full gap-1.5 px-3"
            >
              {generating ? (
                <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden />
              ) : (
                <Sparkles className="hidden size-4 shrink-0 sm:block" aria-hidden />
              )}
              Generate Video from Script
              <CostBadge cost={props.videoCost} unlimited={props.unlimited} testId="video-cost" />
            </Button>
            <div className="grid gap-2 sm:grid-cols-2">
              <Button
                variant="secondary"
                onClick={props.onGenerateVoice}
                disabled={speaking || !props.workspaceReady}
              >
                {speaking ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Mic className="size-4" aria-hidden />
                )}
                Generate Voice
                {!props.unlimited && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-700">
                    {CREDIT_COSTS.voice} {creditsWord(CREDIT_COSTS.voice)}
                  </span>
                )}
              </Button>
              <Button variant="secondary" onClick={props.onPreview}>
                <Eye className="size-4" aria-hidden />
                Preview
              </Button>
            </div>
          </div>
        ) : (
          <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            You're a viewer in this workspace: you can open and read its scripts, but not make videos or
            voice-overs.
          </p>
        )}
      </Card>

      <div className="min-w-0 space-y-6 lg:col-start-3 lg:row-span-4 lg:row-start-1">
        <VoicePanel form={props.form} />
        <VideoSettingsPanel form={props.form} unlimited={props.unlimited} />
        <CreditPanel videoCost={props.videoCost} />
      </div>

      {props.voiceOver.phase !== 'idle' && (
        <div className="min-w-0 lg:col-span-2">
          <VoiceOverCard state={props.voiceOver} onClear={props.onClearVoice} />
        </div>
      )}
      <div id={props.resultId} className="min-w-0 scroll-mt-20 lg:col-span-2">
        <GenerationResult
          state={props.generation}
          downloading={props.downloading}
          onRetry={props.onRetry}
          onCreateNew={props.onCreateNew}
          onDownload={props.onDownload}
          onUploadToYouTube={props.onUploadToYouTube}
        />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <RecentVideos state={props.recent} onRefresh={props.onRefreshRecent} />
      </div>
    </div>
  );
}
