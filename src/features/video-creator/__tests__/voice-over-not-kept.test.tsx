import type { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test, vi } from 'vitest';
import { authValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { voiceoverKeys } from '@/lib/voiceovers/voiceover-queries';
import { VoiceoverNotKeptError, type VideoService } from '@/services/video/video-service';
import { TestQueryProvider } from '@/test/test-query-provider';
import { VoiceOverCard } from '../components/voice-over-card';
import { useVoiceOver } from '../lib/use-voice-over';

const WORKSPACE = '6b1c2f7e-3d9a-4e8b-8c4d-7a8b9c0d1e2f';
const NOT_SAVED = 'The voice-over could not be saved to the workspace. Please try again.';

function VoiceOver({ service, onReady }: { service: VideoService; onReady: () => void }) {
  const voiceOver = useVoiceOver(service, { onReady });
  return (
    <>
      <button
        type="button"
        onClick={() => voiceOver.generate('Say this.', 'Bella', { workspaceId: WORKSPACE })}
      >
        Generate Voice
      </button>
      <VoiceOverCard state={voiceOver.state} onClear={voiceOver.clear} />
    </>
  );
}

function renderVoiceOver(speak: VideoService['speak']) {
  const service = { kind: 'own-key', speak } as unknown as VideoService;
  const onReady = vi.fn();
  let queries: QueryClient | undefined;
  render(
    <TestQueryProvider
      seed={(client) => {
        queries = client;
        client.setQueryData(voiceoverKeys.list(WORKSPACE, ''), []);
      }}
    >
      <AuthContext.Provider value={authValue()}>
        <VoiceOver service={service} onReady={onReady} />
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
  return { onReady, libraryList: () => queries?.getQueryState(voiceoverKeys.list(WORKSPACE, '')) };
}

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:test/voice');
  URL.revokeObjectURL = vi.fn();
});

test('a voice-over the workspace did not keep still plays and downloads, and says it was not saved', async () => {
  const user = userEvent.setup();
  const audio = new Blob([new Uint8Array(16)], { type: 'audio/mpeg' });
  const { onReady, libraryList } = renderVoiceOver(async () => {
    throw new VoiceoverNotKeptError(audio, NOT_SAVED);
  });
  await user.click(screen.getByRole('button', { name: 'Generate Voice' }));

  const player = await screen.findByLabelText('Voice-over', { selector: 'audio' });
  expect(player).toHaveAttribute('src', 'blob:test/voice');
  expect(URL.createObjectURL).toHaveBeenCalledWith(audio);
  expect(screen.getByRole('link', { name: 'Download Voice' })).toHaveAttribute('href', 'blob:test/voice');
  expect(screen.getByRole('status')).toHaveTextContent(NOT_SAVED);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(onReady).toHaveBeenCalledOnce();
  // The Library's list is read again, as after any voice-over.
  expect(libraryList()?.isInvalidated).toBe(true);
});

test('a kept voice-over shows no notice; the Library’s list is read again', async () => {
  const user = userEvent.setup();
  const { libraryList } = renderVoiceOver(async () => new Blob([new Uint8Array(16)], { type: 'audio/mpeg' }));
  await user.click(screen.getByRole('button', { name: 'Generate Voice' }));

  expect(await screen.findByLabelText('Voice-over', { selector: 'audio' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(libraryList()?.isInvalidated).toBe(true);
});
