import { useQuery, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authValue, creditsValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { CreditsContext, type CreditsContextValue } from '@/lib/credits/credits-context';
import { creditsKeys } from '@/lib/credits/credits-queries';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { VideoServiceContext } from '@/services/video/video-service-context';
import {
  InsufficientVideoCreditsError,
  type RecentVideo,
  type VideoJobResult,
  type VideoService,
} from '@/services/video/video-service';
import { TestQueryProvider } from '@/test/test-query-provider';
import { testWorkspace, workspacesValue } from '@/test/workspaces-value';
import { workspaceRoleKey } from '@/lib/workspaces/workspace-role';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import { VideoCreatorScreen } from '../screens/video-creator-screen';

const finished: VideoJobResult = {
  id: 'job-1',
  status: 'completed',
  progress: 100,
  videoUrl: 'https://cdn.example.com/video.mp4',
  thumbnailUrl: 'https://cdn.example.com/thumb.jpg',
  provider: 'mock',
};

const recentVideo: RecentVideo = {
  id: 'job-0',
  title: 'My first video',
  style: 'creative',
  provider: 'mock',
  status: 'completed',
  progress: 100,
  videoUrl: 'https://cdn.example.com/old.mp4',
  thumbnailUrl: null,
  error: null,
  createdAt: '2026-11-20T10:00:00Z',
};

function fakeVideoService(overrides: Partial<VideoService> = {}): VideoService {
  return {
    kind: 'server',
    generate: vi.fn(async () => ({ id: 'job-1', provider: 'mock' })),
    status: vi.fn(async () => finished),
    speak: vi.fn(async () => new Blob([new Uint8Array(2048)], { type: 'audio/mpeg' })),
    listRecent: vi.fn(async () => [recentVideo]),
    storeUpload: vi.fn(async () => null),
    ...overrides,
  };
}

/** Another screen's view of the balance: the top bar's badge reads the same query (user-1's). */
function BalanceElsewhere({ read }: { read: () => Promise<number> }) {
  const balance = useQuery({ queryKey: creditsKeys.balance('user-1'), queryFn: read });
  return <p data-testid="balance-elsewhere">{balance.data ?? '…'}</p>;
}

/**
 * The user's workspace. Their role in it is seeded as not known (null), so the screen makes
 * videos but saves no script: tests/db/video-creator-scripts.test.tsx covers saving, over the
 * real backend.
 */
const workspace = testWorkspace('6b1c2f7e-3d9a-4e8b-8c4d-7a8b9c0d1e2f', {
  owner_id: 'user-1',
  personal: true,
});

function renderScreen({
  service = fakeVideoService(),
  credits = creditsValue(),
  balance = vi.fn(async () => 5),
  role = null,
}: {
  service?: VideoService;
  credits?: CreditsContextValue;
  balance?: () => Promise<number>;
  role?: WorkspaceRole | null;
} = {}) {
  const seedRole = (client: QueryClient) => client.setQueryData(workspaceRoleKey(workspace.id), role);
  const tree = (onScreen: boolean) => (
    <TestQueryProvider seed={seedRole}>
      <AuthContext.Provider value={authValue()}>
        <MemoryRouter initialEntries={['/dashboard/video-creator']}>
          <WorkspaceContext.Provider
            value={workspacesValue({ workspaces: [workspace], currentWorkspace: workspace })}
          >
            <CreditsContext.Provider value={credits}>
              <VideoServiceContext.Provider value={service}>
                {onScreen && <VideoCreatorScreen />}
                <BalanceElsewhere read={balance} />
                <Toaster />
              </VideoServiceContext.Provider>
            </CreditsContext.Provider>
          </WorkspaceContext.Provider>
        </MemoryRouter>
      </AuthContext.Provider>
    </TestQueryProvider>
  );
  const view = render(tree(true));
  return {
    service,
    credits,
    balance,
    /** Goes to another screen (the cache stays) and back. */
    leave: () => view.rerender(tree(false)),
    comeBack: () => view.rerender(tree(true)),
  };
}

const scriptBox = () => screen.getByRole('textbox', { name: 'Your script' });
const generateButton = () => screen.getByRole('button', { name: /Generate Video from Script/ });

let blobs = 0;
beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => `blob:test/${++blobs}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Video creator tabs', () => {
  test('three tabs, Script to Video first; each shows its panel', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Video creator' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Script to Video', 'Upload & Edit', 'API Testing']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Script to Video');
    expect(scriptBox()).toHaveAttribute('rows', '12');

    await user.click(screen.getByRole('tab', { name: 'Upload & Edit' }));
    expect(screen.getByRole('tabpanel', { name: 'Upload & Edit' })).toHaveTextContent(
      'Drag and drop your video here',
    );
    await user.click(screen.getByRole('button', { name: /Auto-Edit/ }));
    expect(await screen.findByText('Auto-Edit is coming soon')).toBeInTheDocument();

    await user.keyboard('{End}');
    await user.click(screen.getByRole('tab', { name: 'API Testing' }));
    const panel = screen.getByRole('tabpanel', { name: 'API Testing' });
    for (const name of ['Test Video Generation', 'Test Script to Video', 'Test Voice Generation']) {
      expect(within(panel).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(panel).getAllByText('Not run yet.')).toHaveLength(3);
  });

  test('the header has Reset, Download Video (disabled until a video is ready) and the credits badge', () => {
    renderScreen();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Download Video' })[0]).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Credits: 5' })).toBeInTheDocument();
  });
});

describe('Script to Video', () => {
  test('an empty script says "Please enter a script first" and starts nothing', async () => {
    const user = userEvent.setup();
    const { service, credits } = renderScreen();
    await user.type(scriptBox(), '   ');
    await user.click(generateButton());
    expect(await screen.findByText('Please enter a script first')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Generate Voice/ }));
    expect(service.generate).not.toHaveBeenCalled();
    expect(service.speak).not.toHaveBeenCalled();
    expect(credits.requireCredits).not.toHaveBeenCalled();
  });

  test('the character count and estimated seconds follow the script', async () => {
    const user = userEvent.setup();
    renderScreen();
    expect(screen.getByText('0 characters · ~0 s')).toBeInTheDocument();
    fireEvent.change(scriptBox(), { target: { value: 'x'.repeat(151) } });
    expect(screen.getByText('151 characters · ~2 s')).toBeInTheDocument();
    fireEvent.change(scriptBox(), { target: { value: 'x'.repeat(150) } });
    expect(screen.getByText('150 characters · ~1 s')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(scriptBox()).toHaveValue('');
  });

  test('a sample script fills the box', async () => {
    const user = userEvent.setup();
    renderScreen();
    const samples = screen.getByRole('combobox', { name: 'Load a sample script' });
    expect(
      within(samples)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Load a sample script…', 'Product Demo', 'Educational Content', 'Success Story']);
    await user.selectOptions(samples, 'Educational Content');
    expect((scriptBox() as HTMLTextAreaElement).value).toMatch(/^Why do some videos get a million views/);
  });

  test('the cost badge follows the style: professional 1, minimal 1, creative 2, energetic 5', async () => {
    const user = userEvent.setup();
    renderScreen();
    const style = screen.getByRole('combobox', { name: 'Style' });
    expect(style).toHaveValue('professional');
    expect(
      within(style)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Professional (1 credit)',
      'Minimal (1 credit)',
      'Creative (2 credits)',
      'Energetic (5 credits)',
    ]);
    const badge = () => screen.getByTestId('video-cost');
    expect(badge()).toHaveTextContent('1 credit');
    for (const [id, text] of [
      ['minimal', '1 credit'],
      ['creative', '2 credits'],
      ['energetic', '5 credits'],
      ['professional', '1 credit'],
    ] as const) {
      await user.selectOptions(style, id);
      expect(badge()).toHaveTextContent(text);
    }
  });

  test('voice, duration and aspect ratio default to Bella, 30 s and 16:9 Landscape', () => {
    renderScreen();
    const voices = within(screen.getByRole('group', { name: 'Voice' })).getAllByRole('radio');
    expect(voices).toHaveLength(4);
    ['Bella', 'Antoni', 'Arnold', 'Rachel'].forEach((name, index) =>
      expect(voices[index]).toHaveAccessibleName(expect.stringContaining(name)),
    );
    expect(screen.getByRole('radio', { name: /Bella/ })).toBeChecked();
    const duration = screen.getByRole('slider', { name: 'Duration' });
    expect(duration).toHaveValue('30');
    expect(duration).toHaveAttribute('min', '15');
    expect(duration).toHaveAttribute('max', '120');
    const ratio = screen.getByRole('combobox', { name: 'Aspect ratio' });
    expect(
      within(ratio)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['16:9', '9:16', '1:1', '4:5']);
    expect(screen.getByRole('heading', { name: 'Credit Balance' })).toBeInTheDocument();
  });

  test('without enough credits the upgrade modal opens and nothing starts', async () => {
    const user = userEvent.setup();
    const credits = creditsValue({ requireCredits: vi.fn(() => false) });
    const { service } = renderScreen({ credits });
    fireEvent.change(scriptBox(), { target: { value: 'A script' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Style' }), 'energetic');
    await user.click(generateButton());
    expect(credits.requireCredits).toHaveBeenCalledWith(5);
    expect(service.generate).not.toHaveBeenCalled();
  });

  test('a 402 from the server opens the upgrade modal', async () => {
    const user = userEvent.setup();
    const service = fakeVideoService({
      generate: vi.fn(async () => {
        throw new InsufficientVideoCreditsError();
      }),
    });
    const { credits } = renderScreen({ service });
    fireEvent.change(scriptBox(), { target: { value: 'A script' } });
    await user.click(generateButton());
    await waitFor(() => expect(credits.openUpgradeModal).toHaveBeenCalled());
    expect(screen.getByText('Your video will appear here')).toBeInTheDocument();
  });

  test('a generation runs to the finished video, sends the settings, and refreshes credits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const service = fakeVideoService();
    const { credits, balance } = renderScreen({ service });
    fireEvent.change(scriptBox(), { target: { value: '  Hello, creators!  ' } });
    await user.click(screen.getByRole('radio', { name: /Rachel/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Aspect ratio' }), '9:16');
    await user.click(generateButton());
    expect(credits.requireCredits).toHaveBeenCalledWith(1);
    expect(service.generate).toHaveBeenCalledWith(
      expect.objectContaining({
        mode: 'script',
        text: 'Hello, creators!',
        style: 'professional',
        duration: 30,
        aspectRatio: '9:16',
        voice: 'Rachel',
      }),
    );
    expect(await screen.findByText('Using Mock API')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Video generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const video = await screen.findByLabelText('Generated video');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/video.mp4');
    expect(video).toHaveAttribute('controls');
    const result = screen.getByRole('region', { name: 'Your video' });
    expect(within(result).getByRole('button', { name: 'Download Video' })).toBeEnabled();
    expect(within(result).getByRole('button', { name: /Upload to YouTube/ })).toBeEnabled();
    // The balance (on every screen) and the list are fetched again at the start and the end.
    await waitFor(() => expect(balance).toHaveBeenCalledTimes(3));
    expect(service.listRecent).toHaveBeenCalledTimes(3);

    await user.click(within(result).getByRole('button', { name: /Upload to YouTube/ }));
    expect(await screen.findByText('Upload to YouTube is not available yet.')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: /Create New/ }));
    expect(screen.getByText('Your video will appear here')).toBeInTheDocument();
  });

  test('a failed job shows its error and Try Again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const service = fakeVideoService({
      status: vi.fn(async () => ({
        ...finished,
        status: 'failed' as const,
        videoUrl: undefined,
        error: 'Provider down',
      })),
    });
    renderScreen({ service });
    fireEvent.change(scriptBox(), { target: { value: 'A script' } });
    await user.click(generateButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Provider down');
    vi.mocked(service.status).mockResolvedValue(finished);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(service.generate).toHaveBeenCalledTimes(2);
  });

  test('Generate Voice makes a playable voice-over with a download link', async () => {
    const user = userEvent.setup();
    const balance = vi.fn<() => Promise<number>>().mockResolvedValueOnce(5).mockResolvedValue(4);
    const { service, credits } = renderScreen({ balance });
    fireEvent.change(scriptBox(), { target: { value: 'Say this.' } });
    await user.click(screen.getByRole('button', { name: /Generate Voice/ }));
    expect(credits.requireCredits).toHaveBeenCalledWith(1);
    expect(service.speak).toHaveBeenCalledWith('Say this.', 'EXAVITQu4vr4xnSDxMaL', expect.anything());
    const audio = await screen.findByLabelText('Voice-over', { selector: 'audio' });
    expect(audio.tagName).toBe('AUDIO');
    expect(audio.getAttribute('src')).toMatch(/^blob:/);
    const link = screen.getByRole('link', { name: 'Download Voice' });
    expect(link).toHaveAttribute(
      'download',
      expect.stringMatching(/^creator-os-voice-\d{4}-\d{2}-\d{2}\.mp3$/),
    );
    expect(await screen.findByText('Your voice-over is ready.')).toBeInTheDocument();
    // Its charge shows in the balance on every screen.
    await waitFor(() => expect(screen.getByTestId('balance-elsewhere')).toHaveTextContent('4'));
  });

  test('Preview says it is not available yet', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Preview is not available yet.')).toBeInTheDocument();
  });

  test('recent videos are listed with their status', async () => {
    renderScreen();
    const recent = screen.getByRole('region', { name: 'Recent videos' });
    expect(await within(recent).findByText('My first video')).toBeInTheDocument();
    expect(within(recent).getByTestId('recent-video-status')).toHaveTextContent('Completed');
  });

  test('users with their own keys see "Your API Status" and no credit cost', () => {
    renderScreen({ credits: creditsValue({ unlimited: true }) });
    expect(screen.getByRole('heading', { name: 'Your API Status' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Credit Balance' })).not.toBeInTheDocument();
    expect(screen.getByTestId('video-cost')).toHaveTextContent('Your keys');
  });
});

describe('Data shared with other screens', () => {
  const recentRegion = () => screen.getByRole('region', { name: 'Recent videos' });

  test('a return to the screen shows the recent videos at once, then looks again in the background', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const view = renderScreen();
    expect(await within(recentRegion()).findByText('My first video')).toBeInTheDocument();
    view.leave();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    view.comeBack();
    expect(within(recentRegion()).getByText('My first video')).toBeInTheDocument();
    expect(screen.queryByText('Loading your videos…')).not.toBeInTheDocument();
    await waitFor(() => expect(view.service.listRecent).toHaveBeenCalledTimes(2));
  });

  test('a job still running when the page was left is asked about once, then shown as it is now', async () => {
    const running: RecentVideo = {
      ...recentVideo,
      id: 'job-7',
      title: 'Half-made video',
      provider: 'wavespeed',
      status: 'processing',
      progress: 40,
      videoUrl: null,
    };
    const service = fakeVideoService({
      listRecent: vi
        .fn<VideoService['listRecent']>()
        .mockResolvedValueOnce([running])
        .mockResolvedValue([{ ...running, status: 'completed', progress: 100 }]),
    });
    renderScreen({ service });
    await waitFor(() =>
      expect(within(recentRegion()).getByTestId('recent-video-status')).toHaveTextContent('Completed'),
    );
    expect(service.status).toHaveBeenCalledTimes(1);
    expect(service.status).toHaveBeenCalledWith('job-7', 'wavespeed');
  });

  test('a failed video is refunded, and the balance on every screen says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // 5 before, 4 once the job is charged, 5 again after the refund.
    const balance = vi
      .fn<() => Promise<number>>()
      .mockResolvedValueOnce(5)
      .mockResolvedValueOnce(4)
      .mockResolvedValue(5);
    const service = fakeVideoService({
      status: vi.fn(async () => ({ ...finished, status: 'failed' as const, videoUrl: undefined })),
    });
    renderScreen({ service, balance });
    const elsewhere = screen.getByTestId('balance-elsewhere');
    await waitFor(() => expect(elsewhere).toHaveTextContent('5'));
    fireEvent.change(scriptBox(), { target: { value: 'A script' } });
    await user.click(generateButton());
    await waitFor(() => expect(elsewhere).toHaveTextContent('4'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Video generation failed');
    await waitFor(() => expect(elsewhere).toHaveTextContent('5'));
  });

  test('a voice-over reset before it answers shows nothing and says nothing', async () => {
    const user = userEvent.setup();
    let answer: (audio: Blob) => void = () => undefined;
    const service = fakeVideoService({
      speak: vi.fn(() => new Promise<Blob>((resolve) => (answer = resolve))),
    });
    renderScreen({ service });
    fireEvent.change(scriptBox(), { target: { value: 'Say this.' } });
    await user.click(screen.getByRole('button', { name: /Generate Voice/ }));
    expect(await screen.findByText('Generating your voice-over…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByText('Generating your voice-over…')).not.toBeInTheDocument());
    await act(async () => answer(new Blob([new Uint8Array(16)], { type: 'audio/mpeg' })));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByLabelText('Voice-over', { selector: 'audio' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your voice-over is ready.')).not.toBeInTheDocument();
  });

  test('the API tests show what the service answered, and the balance follows', async () => {
    const user = userEvent.setup();
    const balance = vi.fn<() => Promise<number>>().mockResolvedValueOnce(5).mockResolvedValue(3);
    const service = fakeVideoService({
      status: vi.fn(async () => ({ ...finished, status: 'processing' as const, progress: 20 })),
    });
    renderScreen({ service, balance });
    await user.click(screen.getByRole('tab', { name: 'API Testing' }));
    await user.click(screen.getByRole('button', { name: 'Test Video Generation' }));
    const video = screen.getByTestId('test-video-status');
    await waitFor(() => expect(video).toHaveTextContent('Success'));
    expect(video).toHaveTextContent('Job job-1 started with Mock: processing, 20%.');
    await user.click(screen.getByRole('button', { name: 'Test Voice Generation' }));
    const voice = screen.getByTestId('test-voice-status');
    await waitFor(() => expect(voice).toHaveTextContent('Received 2.0 KB of audio (audio/mpeg).'));
    expect(screen.getByLabelText('Voice test audio')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await waitFor(() => expect(screen.getByTestId('balance-elsewhere')).toHaveTextContent('3'));
  });

  test('a refused API test says why and opens the upgrade modal', async () => {
    const user = userEvent.setup();
    const service = fakeVideoService({
      speak: vi.fn(async () => {
        throw new InsufficientVideoCreditsError();
      }),
    });
    const { credits } = renderScreen({ service });
    await user.click(screen.getByRole('tab', { name: 'API Testing' }));
    await user.click(screen.getByRole('button', { name: 'Test Voice Generation' }));
    await waitFor(() =>
      expect(screen.getByTestId('test-voice-status')).toHaveTextContent('Insufficient credits'),
    );
    expect(credits.openUpgradeModal).toHaveBeenCalledTimes(1);
  });
});

describe('Upload & Edit', () => {
  async function openUpload() {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen();
    await user.click(screen.getByRole('tab', { name: 'Upload & Edit' }));
    return user;
  }

  test('a file of another type is refused, naming the five accepted types', async () => {
    const user = await openUpload();
    await user.upload(
      screen.getByLabelText('Video file'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File type not supported. Please use: mp4, mov, avi, mkv, webm',
    );
  });

  test('a file over 500 MB is refused with the size message', async () => {
    const user = await openUpload();
    const big = new File(['x'], 'long.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 500 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Video file'), big);
    expect(screen.getByRole('alert')).toHaveTextContent('File size too large. Maximum size is 500MB');
  });

  test('the input accepts the five video types', async () => {
    await openUpload();
    const accept = screen.getByLabelText('Video file').getAttribute('accept') ?? '';
    for (const ext of ['.mp4', '.mov', '.avi', '.mkv', '.webm']) expect(accept).toContain(ext);
  });

  test('a dropped video uploads with progress, then plays', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderScreen();
    fireEvent.click(screen.getByRole('tab', { name: 'Upload & Edit' }));
    const file = new File(['video'], 'clip.webm', { type: 'video/webm' });
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [file] } });
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(90);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    const video = await screen.findByLabelText('Uploaded video: clip.webm');
    expect(video.getAttribute('src')).toMatch(/^blob:/);
  });

  test('a failed store says "Upload failed. Please try again."', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const service = fakeVideoService({
      storeUpload: vi.fn(async () => {
        throw new Error('bucket missing');
      }),
    });
    renderScreen({ service });
    fireEvent.click(screen.getByRole('tab', { name: 'Upload & Edit' }));
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['v'], 'clip.mp4', { type: 'video/mp4' })] },
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2500);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });
});

describe('as a viewer', () => {
  test('there is nothing to generate, only a word on why', async () => {
    renderScreen({ role: 'viewer' });
    expect(await screen.findByText(/You're a viewer in this workspace/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save script' })).toBeNull();
  });
});
