import { useMutation } from '@tanstack/react-query';
import { Download, Loader2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { CreditsBadge } from '@/components/credits/credits-badge';
import { Button } from '@/components/ui/button';
import { SaveAsTemplateDialog } from '@/components/templates/save-as-template-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { CREDIT_COSTS } from '@/lib/credits/credit-constants';
import { datedFileName, downloadUrl } from '@/lib/download';
import { useAuth } from '@/lib/auth/auth-context';
import { useCredits } from '@/lib/credits/credits-context';
import { reportFailure, withFailureReported } from '@/lib/report-failure';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { useLeaveGuard } from '@/lib/use-leave-guard';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useVideoGeneration } from '@/services/video/use-video-generation';
import { useVideoService } from '@/services/video/video-service-context';
import { ApiTestingTab } from '../components/api-testing-tab';
import { ComplianceNotice } from '../components/compliance-notice';
import { ScriptPickerModal } from '../components/script-picker-modal';
import { ScriptSaveBar } from '../components/script-save-bar';
import { ScriptToVideoTab } from '../components/script-to-video-tab';
import { UploadEditTab } from '../components/upload-edit-tab';
import {
  useScriptToVideoForm,
  type ScriptToVideoInput,
  type ScriptToVideoValues,
} from '../lib/script-to-video-form';
import { useRecentVideos } from '../lib/use-recent-videos';
import { useScriptDocument } from '../lib/use-script-document';
import { useStoredCompliance } from '../lib/use-stored-compliance';
import { useVideoInvalidation } from '../lib/use-video-invalidation';
import { useVideoUpload } from '../lib/use-video-upload';
import { useVoiceOver } from '../lib/use-voice-over';
import { STYLES, VOICES } from '../lib/video-options';

type CreatorTab = 'script' | 'upload' | 'api';

const TABS: readonly TabItem<CreatorTab>[] = [
  { id: 'script', label: 'Script to Video' },
  { id: 'upload', label: 'Upload & Edit' },
  { id: 'api', label: 'API Testing' },
];

const ID_PREFIX = 'video-creator';
const RESULT_ID = 'video-result';

/** The AI Video Creator: Script to Video, Upload & Edit and API Testing. */
export function VideoCreatorScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const service = useVideoService();
  const credits = useCredits();
  const [tab, setTab] = useState<CreatorTab>('script');
  const [picking, setPicking] = useState(false);
  const [templating, setTemplating] = useState(false);
  // A template opened from Templates & Swipes arrives as router state.
  const routeState: unknown = useLocation().state;
  const given = (routeState as { script?: unknown } | null)?.script;
  const form = useScriptToVideoForm(typeof given === 'string' ? given : '');
  const userId = useAuth().user?.id ?? null;
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const { role, canEdit } = useWorkspaceRole(client, workspaceId);
  const script = useScriptDocument({
    client,
    form,
    userId,
    workspaceId,
    canEdit,
    startsFromTemplate: typeof given === 'string',
  });
  const leaveGuard = useLeaveGuard(script.unsaved);
  const style = useWatch({ control: form.control, name: 'style' });
  const download = useMutation({
    mutationFn: (url: string) => downloadUrl(url, datedFileName('creator-os-video', 'mp4')),
    onError: () => toast.error('Download failed. Please try again.'),
  });
  const downloading = download.isPending;

  const recent = useRecentVideos(service);
  const invalidate = useVideoInvalidation();
  // A start is charged and a failure refunded: the balance everywhere and the list follow.
  const generation = useVideoGeneration(service, {
    onInsufficientCredits: credits.openUpgradeModal,
    // invalidateQueries never rejects (a failed read becomes the query's error) and the screen need
    // not wait for the new data, so the promise is dropped.
    onStarted: () => void invalidate.creditsAndVideos(),
    onSettled: () => void invalidate.creditsAndVideos(),
  });
  const voiceOver = useVoiceOver(service, {
    onReady: () => toast.success('Your voice-over is ready.'),
    onInsufficientCredits: credits.openUpgradeModal,
  });
  const upload = useVideoUpload(service);

  const videoCost = STYLES.find((s) => s.id === style)?.cost ?? 1;
  const videoUrl = generation.state.phase === 'completed' ? generation.state.videoUrl : null;

  // The empty-script alert ("Please enter a script first"): a toast, whichever button was pressed.
  const alertInvalid = (errors: FieldErrors<ScriptToVideoValues>) => {
    const message = Object.values(errors).find((error) => error?.message)?.message;
    if (message) toast.error(message, { id: 'script-to-video' });
  };

  // Every video and voice-over is kept in the current workspace (with the saved script it reads).
  const withWorkspace = (): string | null => {
    if (workspaceId === null) toast.error('Your workspace is still opening. Try again in a moment.');
    return workspaceId;
  };

  // Open compliance errors on the script ask first (issue 15); "Generate anyway" goes on.
  const compliance = useStoredCompliance(client, workspaceId, script.scriptId);
  const [confirmingErrors, setConfirmingErrors] = useState<ScriptToVideoInput | null>(null);
  const requestVideo = async (values: ScriptToVideoInput) => {
    if (compliance && compliance.errors > 0) setConfirmingErrors(values);
    else await generateVideo(values);
  };

  const generateVideo = async (values: ScriptToVideoInput) => {
    if (!credits.unlimited && !credits.requireCredits(videoCost)) return;
    const target = withWorkspace();
    if (target === null) return;
    const made = await script.scriptForGeneration();
    generation
      .start({
        mode: 'script',
        text: values.script,
        style: values.style,
        duration: values.duration,
        aspectRatio: values.aspectRatio,
        voice: VOICES.find((v) => v.id === values.voiceId)?.name ?? 'Bella',
        quality: 'standard',
        workspaceId: target,
        scriptId: made?.id ?? null,
        scriptVersion: made?.version ?? null,
      })
      .catch(reportFailure);
    // On a phone the result sits below the panels: bring it into view.
    requestAnimationFrame(() =>
      document.getElementById(RESULT_ID)?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' }),
    );
  };

  const generateVoice = async (values: ScriptToVideoInput) => {
    if (!credits.unlimited && !credits.requireCredits(CREDIT_COSTS.voice)) return;
    const target = withWorkspace();
    if (target === null) return;
    const made = await script.scriptForGeneration();
    voiceOver.generate(values.script, values.voiceId, {
      workspaceId: target,
      scriptId: made?.id ?? null,
      scriptVersion: made?.version ?? null,
    });
  };

  const onDownload = () => {
    if (!videoUrl || downloading) return;
    download.mutate(videoUrl);
  };

  const onReset = () => {
    generation.reset();
    voiceOver.clear();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">AI Video Creator</h1>
          <p className="text-slate-600">Turn a script into a finished video with an AI voice-over.</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" onClick={onReset}>
            <RotateCcw className="size-4" aria-hidden />
            Reset
          </Button>
          <Button onClick={onDownload} disabled={!videoUrl || downloading}>
            {downloading ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            Download Video
          </Button>
          <CreditsBadge className="py-2" />
        </div>
      </div>

      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label="Video creator"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-fit sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
      />

      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'script' && (
          <ScriptToVideoTab
            form={form}
            videoCost={videoCost}
            canCreate={role !== 'viewer'}
            workspaceReady={workspaceId !== null}
            unlimited={credits.unlimited}
            generation={generation.state}
            voiceOver={voiceOver.state}
            recent={recent.state}
            downloading={downloading}
            onGenerateVideo={withFailureReported(form.handleSubmit(requestVideo, alertInvalid))}
            onGenerateVoice={withFailureReported(form.handleSubmit(generateVoice, alertInvalid))}
            onPreview={() => toast('Preview is not available yet.')}
            onRetry={() => {
              // Watching the same job again is free; starting anew is charged like any video.
              if (generation.retryStartsAnew() && !credits.unlimited && !credits.requireCredits(videoCost)) {
                return;
              }
              generation.retry().catch(reportFailure);
            }}
            onCreateNew={generation.reset}
            onDownload={onDownload}
            onUploadToYouTube={() => toast('Upload to YouTube is not available yet.')}
            onClearVoice={voiceOver.clear}
            onRefreshRecent={recent.refetch}
            resultId={RESULT_ID}
            header={
              <>
                <ScriptSaveBar
                  form={form}
                  document={script}
                  onOpen={() => setPicking(true)}
                  onSaveAsTemplate={() => setTemplating(true)}
                />
                {compliance && <ComplianceNotice check={compliance} />}
              </>
            }
          />
        )}
        {tab === 'upload' && (
          <UploadEditTab
            state={upload.state}
            onFile={upload.upload}
            onReject={upload.reject}
            onClear={upload.clear}
          />
        )}
        {tab === 'api' && <ApiTestingTab service={service} />}
      </TabPanel>

      {picking && workspaceId && (
        <ScriptPickerModal
          client={client}
          workspaceId={workspaceId}
          currentId={script.scriptId}
          onClose={() => setPicking(false)}
          onPick={(id) => {
            setPicking(false);
            void script.open(id);
          }}
        />
      )}
      <SaveAsTemplateDialog
        open={templating}
        onClose={() => setTemplating(false)}
        workspaceId={workspaceId}
        title={form.getValues('title') ?? ''}
        body={form.getValues('script')}
        client={client}
      />
      {confirmingErrors && compliance && (
        <ConfirmDialog
          title="This script has open compliance errors"
          message={`Its last check found ${compliance.errors} error${compliance.errors === 1 ? '' : 's'}. Generate the video anyway?`}
          confirmLabel="Generate anyway"
          onConfirm={() => {
            const values = confirmingErrors;
            setConfirmingErrors(null);
            generateVideo(values).catch(reportFailure);
          }}
          onCancel={() => setConfirmingErrors(null)}
        />
      )}
      {leaveGuard.pending !== null && (
        <ConfirmDialog
          title="You have unsaved changes"
          message="Your latest changes are not saved yet. Leave this page anyway?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={leaveGuard.leave}
          onCancel={leaveGuard.stay}
        />
      )}
    </div>
  );
}
