import { useQuery } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { voiceoverAudioQuery } from '@/lib/voiceovers/voiceover-queries';
import { releaseVoiceoverAudioUrl, type Voiceover } from '@/lib/voiceovers/voiceovers-api';
import { voiceoverTitle } from '../lib/voiceover-kind';

const extensionOf = (contentType: string) => (contentType.includes('wav') ? 'wav' : 'mp3');

/** The audio of a voice-over, played and downloadable, while the dialog is open. */
function VoiceoverDialog({
  client,
  voiceover,
  onClose,
}: {
  client: AppSupabaseClient;
  voiceover: Voiceover;
  onClose: () => void;
}) {
  const audio = useQuery(voiceoverAudioQuery(client, voiceover));
  const url = audio.data;
  // An object URL holds the audio in memory until it is given back.
  useEffect(() => () => void (url && releaseVoiceoverAudioUrl(url)), [url]);
  return (
    <Modal title="Voice-over" description={voiceoverTitle(voiceover)} onClose={onClose}>
      {audio.isPending && <p className="text-sm text-slate-600">Loading the audio…</p>}
      {audio.isError && (
        <p role="alert" className="text-sm text-red-700">
          {getErrorMessage(audio.error)}
        </p>
      )}
      {url && (
        <div className="space-y-3">
          <audio controls autoPlay src={url} aria-label="Voice-over" className="w-full" />
          <a
            href={url}
            download={`creator-os-voiceover-${voiceover.id.slice(0, 8)}.${extensionOf(voiceover.content_type)}`}
            className={buttonClasses('secondary')}
          >
            <Download className="size-4" aria-hidden />
            Download
          </a>
        </div>
      )}
    </Modal>
  );
}

/** Play: opens the voice-over's audio to listen to and download again. */
export function VoiceoverPlayer({ client, voiceover }: { client: AppSupabaseClient; voiceover: Voiceover }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        aria-label={`Play ${voiceoverTitle(voiceover)}`}
        onClick={() => setOpen(true)}
      >
        <Play className="size-4" aria-hidden />
        Play
      </Button>
      {open && <VoiceoverDialog client={client} voiceover={voiceover} onClose={() => setOpen(false)} />}
    </>
  );
}
