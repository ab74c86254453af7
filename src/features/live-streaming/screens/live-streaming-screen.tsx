import { Radio, Square } from 'lucide-react';
import { useId, useReducer, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SampleDataNotice } from '@/components/sample-data-notice';
import { demoChat } from '@/data/live-streaming';
import { randomUuid } from '@/lib/ids';
import { LiveChat } from '../components/live-chat';
import { PlatformList } from '../components/platform-list';
import { StreamControls } from '../components/stream-controls';
import { StreamPreview } from '../components/stream-preview';
import { StreamStats } from '../components/stream-stats';
import { formatStreamDuration, useStreamClock } from '../lib/stream-clock';
import { goLiveBlocker, initialStudioState, studioReducer } from '../lib/studio-state';

/** Live Streaming Studio: local demo state; going live shows fixed demo numbers and chat. */
export function LiveStreamingScreen() {
  const [state, dispatch] = useReducer(studioReducer, initialStudioState);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const elapsed = useStreamClock(state.startedAt);
  const live = state.startedAt !== null;
  const blocker = goLiveBlocker(state);
  const blockerId = useId();

  const goLive = () => {
    if (blocker) return;
    dispatch({ type: 'go-live', at: Date.now() });
    toast.success(`You are live on ${state.connected.size} platform${state.connected.size === 1 ? '' : 's'}`);
  };

  const endStream = () => {
    setConfirmingEnd(false);
    dispatch({ type: 'end-stream' });
    toast(`Stream ended after ${formatStreamDuration(elapsed)}`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Live Streaming Studio
          </h1>
          <p className="text-slate-600">Go live to your channels from one place.</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          {live ? (
            <Button className="bg-slate-900 hover:bg-slate-800" onClick={() => setConfirmingEnd(true)}>
              <Square className="size-4" aria-hidden /> End Stream
            </Button>
          ) : (
            <Button
              className="bg-red-600 hover:bg-red-700"
              onClick={goLive}
              disabled={blocker !== null}
              aria-describedby={blocker ? blockerId : undefined}
            >
              <Radio className="size-4" aria-hidden /> Go Live Now
            </Button>
          )}
          {!live && blocker && (
            <p id={blockerId} className="text-sm text-red-700">
              {blocker}
            </p>
          )}
        </div>
      </div>
      <SampleDataNotice>
        Nothing is broadcast: the stream, its viewers and its chat are a demonstration.
      </SampleDataNotice>

      <StreamStats live={live} />

      <div className="grid gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6 xl:col-span-2">
          <StreamPreview
            live={live}
            elapsedSeconds={elapsed}
            title={state.title}
            camera={state.camera}
            screenShare={state.screenShare}
            quality={state.quality}
          />
          <StreamControls
            live={live}
            title={state.title}
            quality={state.quality}
            state={{ camera: state.camera, microphone: state.microphone, screenShare: state.screenShare }}
            onTitle={(title) => dispatch({ type: 'set-title', title })}
            onQuality={(quality) => dispatch({ type: 'set-quality', quality })}
            onToggle={(control) => dispatch({ type: 'toggle', control })}
          />
        </div>
        <div className="min-w-0 space-y-6">
          <PlatformList
            connected={state.connected}
            live={live}
            onToggle={(id) => dispatch({ type: 'toggle-platform', id })}
          />
          <LiveChat
            live={live}
            messages={[...demoChat, ...state.ownMessages]}
            onSend={(text) => dispatch({ type: 'send-chat', id: randomUuid(), text })}
          />
        </div>
      </div>

      {confirmingEnd && (
        <ConfirmDialog
          title="End the stream?"
          message="Viewers on every connected platform will see the stream end."
          confirmLabel="End Stream"
          destructive
          onConfirm={endStream}
          onCancel={() => setConfirmingEnd(false)}
        />
      )}
    </div>
  );
}
