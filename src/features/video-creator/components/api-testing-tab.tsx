import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, FlaskConical, Loader2, Mic, Sparkles, Video, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { CREDIT_COSTS } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { reportFailure } from '@/lib/report-failure';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useVideoGeneration } from '@/services/video/use-video-generation';
import {
  InsufficientVideoCreditsError,
  newIdempotencyKey,
  type VideoService,
} from '@/services/video/video-service';
import { useObjectUrl } from '../lib/use-object-url';
import { providerLabel } from '../lib/provider-label';
import { useVideoInvalidation } from '../lib/use-video-invalidation';
import { DEFAULT_VOICE_ID } from '../lib/video-options';
import { ApiKeyStatusList } from './credit-panel';

type TestState =
  | { phase: 'idle' }
  | { phase: 'testing' }
  | { phase: 'success'; result: ReactNode }
  | { phase: 'error'; error: string };

const TEST_PROMPT = 'A calm sunrise over a mountain lake, slow cinematic drone shot';
const TEST_SCRIPT =
  'Welcome to Creator OS. In the next thirty seconds you will see how a script becomes a finished video.';
const TEST_SPEECH = 'Hello from Creator OS. This is a voice generation test.';
const TEST_VIDEO_COST = CREDIT_COSTS.video.professional;

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function TestCard({
  id,
  title,
  description,
  icon,
  action,
  state,
  onRun,
  children,
}: {
  id: string;
  title: string;
  description: string;
  icon: ReactNode;
  action: string;
  state: TestState;
  onRun: () => void;
  children?: ReactNode;
}) {
  const statusId = `${id}-status`;
  return (
    <Card className="flex min-w-0 flex-col p-5" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        {icon}
        {title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <div id={statusId} aria-live="polite" className="mt-3 flex-1 text-sm" data-testid={statusId}>
        {state.phase === 'idle' && <p className="text-slate-600">Not run yet.</p>}
        {state.phase === 'testing' && (
          <p className="flex items-center gap-2 text-slate-700">
            <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
            Testing…
          </p>
        )}
        {state.phase === 'success' && (
          <div className="rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="size-4 shrink-0" aria-hidden />
              Success
            </p>
            <div className="mt-1 break-words">{state.result}</div>
          </div>
        )}
        {state.phase === 'error' && (
          <div className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            <p className="flex items-center gap-2 font-semibold">
              <XCircle className="size-4 shrink-0" aria-hidden />
              Failed
            </p>
            <p className="mt-1 break-words">{state.error}</p>
          </div>
        )}
        {children}
      </div>
      <Button
        className="mt-4 w-full"
        variant="secondary"
        onClick={onRun}
        disabled={state.phase === 'testing'}
        aria-describedby={statusId}
      >
        {action}
      </Button>
    </Card>
  );
}

/** What a test card shows for a test run as a mutation. */
function testState<T>(
  run: UseMutationResult<T, Error, void>,
  fallback: string,
  success: (data: T) => ReactNode,
): TestState {
  if (run.isPending) return { phase: 'testing' };
  if (run.isError) return { phase: 'error', error: getErrorMessage(run.error, fallback) };
  if (run.isSuccess) return { phase: 'success', result: success(run.data) };
  return { phase: 'idle' };
}

/** API Testing: which keys are stored, and the three tests through the creator's own service. */
export function ApiTestingTab({ service }: { service: VideoService }) {
  const credits = useCredits();
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? '';
  const invalidate = useVideoInvalidation();
  const voiceAudio = useObjectUrl();
  // Every test is charged (a failed video refunded): the balance everywhere and the list follow.
  const conversion = useVideoGeneration(service, {
    onInsufficientCredits: credits.openUpgradeModal,
    // invalidateQueries never rejects (a failed read becomes the query's error) and the screen need
    // not wait for the new data, so the promise is dropped.
    onStarted: () => void invalidate.creditsAndVideos(),
    onSettled: () => void invalidate.creditsAndVideos(),
  });
  const openUpgradeIfShort = (error: Error) => {
    if (error instanceof InsufficientVideoCreditsError) credits.openUpgradeModal();
  };

  const videoRun = useMutation({
    mutationFn: async () => {
      const started = await service.generate({
        mode: 'video',
        text: TEST_PROMPT,
        style: 'professional',
        duration: 15,
        aspectRatio: '16:9',
        workspaceId,
        idempotencyKey: newIdempotencyKey(),
      });
      return { started, status: await service.status(started.id, started.provider) };
    },
    onError: openUpgradeIfShort,
    onSettled: () => invalidate.creditsAndVideos(),
  });

  const voiceRun = useMutation({
    mutationFn: () => service.speak(TEST_SPEECH, DEFAULT_VOICE_ID, { idempotencyKey: newIdempotencyKey() }),
    onError: openUpgradeIfShort,
    onSettled: () => invalidate.credits(),
  });

  const canSpend = (amount: number) => credits.unlimited || credits.requireCredits(amount);

  const testVideo = () => {
    if (!canSpend(TEST_VIDEO_COST)) return;
    videoRun.mutate();
  };

  const testScript = () => {
    if (!canSpend(TEST_VIDEO_COST)) return;
    conversion
      .start(
        {
          mode: 'script',
          text: TEST_SCRIPT,
          style: 'professional',
          duration: 30,
          aspectRatio: '16:9',
          workspaceId,
        },
        'script',
      )
      .catch(reportFailure);
  };

  const testVoice = () => {
    if (!canSpend(CREDIT_COSTS.voice)) return;
    voiceAudio.replace(null);
    voiceRun.mutate(undefined, { onSuccess: (audio) => voiceAudio.replace(audio) });
  };

  const videoTest = testState(videoRun, 'Video generation failed', ({ started, status }) => (
    <>
      Job <code className="font-mono text-xs">{started.id}</code> started with{' '}
      {providerLabel(status.provider || started.provider)}: {status.status}, {status.progress}%.
    </>
  ));
  const voiceTest = testState(
    voiceRun,
    'Failed to generate speech',
    (audio) => `Received ${formatBytes(audio.size)} of audio (${audio.type || 'unknown type'}).`,
  );

  const c = conversion.state;
  const scriptTest: TestState =
    c.phase === 'idle'
      ? { phase: 'idle' }
      : c.phase === 'generating'
        ? { phase: 'testing' }
        : c.phase === 'failed'
          ? { phase: 'error', error: c.error }
          : {
              phase: 'success',
              result: (
                <>
                  Video ready from {providerLabel(c.job.provider)} (job{' '}
                  <code className="font-mono text-xs">{c.job.id}</code>).{' '}
                  <a href={c.videoUrl} target="_blank" rel="noreferrer" className="font-semibold underline">
                    Open the video
                  </a>
                </>
              ),
            };

  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="min-w-0 p-5 lg:col-span-1" aria-labelledby="key-status-title">
          <h2 id="key-status-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <FlaskConical className="size-5 text-brand-600" aria-hidden />
            API key status
          </h2>
          <ApiKeyStatusList className="mt-2" />
        </Card>
        <Card className="min-w-0 p-5 lg:col-span-2" aria-labelledby="how-tests-run-title">
          <h2 id="how-tests-run-title" className="text-lg font-semibold text-slate-900">
            How the tests run
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            {credits.unlimited
              ? 'The tests call the providers with your own keys, in priority order, falling back to the next one (and finally to the built-in demo provider). No credits are charged.'
              : 'The tests make real requests through Creator OS and are charged like any generation: 1 credit for a test video (refunded if the job fails) and 1 credit for a voice test.'}
          </p>
          <p className="mt-2 text-sm text-slate-700">
            Add or change your keys in{' '}
            <Link
              to="/dashboard/settings?tab=api-keys"
              className="font-semibold text-brand-700 hover:underline"
            >
              Settings → API Keys
            </Link>
            .
          </p>
        </Card>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <TestCard
          id="test-video"
          title="Video generation"
          description="Starts a short clip from a prompt and checks its status once."
          icon={<Video className="size-4 text-brand-600" aria-hidden />}
          action="Test Video Generation"
          state={videoTest}
          onRun={testVideo}
        />
        <TestCard
          id="test-script"
          title="Script to video"
          description="Turns a two-sentence script into a video and follows it to the end."
          icon={<Sparkles className="size-4 text-brand-600" aria-hidden />}
          action="Test Script to Video"
          state={scriptTest}
          onRun={testScript}
        >
          {c.phase === 'generating' && (
            <div className="mt-2 space-y-1">
              <ProgressBar label="Script to video test progress" value={c.progress} max={100} />
              <p className="text-xs text-slate-600">
                {c.message} {c.progress}%
              </p>
            </div>
          )}
        </TestCard>
        <TestCard
          id="test-voice"
          title="Voice generation"
          description="Speaks one sentence in the Bella voice."
          icon={<Mic className="size-4 text-brand-600" aria-hidden />}
          action="Test Voice Generation"
          state={voiceTest}
          onRun={testVoice}
        >
          {voiceTest.phase === 'success' && voiceAudio.url && (
            <audio controls src={voiceAudio.url} aria-label="Voice test audio" className="mt-2 w-full" />
          )}
        </TestCard>
      </div>
    </div>
  );
}
