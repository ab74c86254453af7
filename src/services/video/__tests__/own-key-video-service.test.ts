import { describe, expect, test, vi } from 'vitest';
import type { OwnProviderKeys } from '@/lib/credits/own-provider-keys';
import {
  createOwnKeyVideoService,
  readProviderPriority,
  type OwnKeyJobChanges,
  type OwnKeyJobRow,
  type OwnKeyJobStore,
} from '../own-key-video-service';
import type { VideoGenerationRequest } from '../video-service';

const request: VideoGenerationRequest = {
  mode: 'script',
  text: 'Our new app saves you an hour a day.\nHere is how.',
  style: 'minimal',
  duration: 30,
  aspectRatio: '16:9',
  voice: 'Bella',
  workspaceId: 'workspace-1',
  scriptId: 'script-1',
  scriptVersion: 3,
};

function memoryStore() {
  const rows = new Map<string, OwnKeyJobRow & Partial<OwnKeyJobChanges> & { created_at: string }>();
  const store: OwnKeyJobStore = {
    insert: vi.fn(async (row: OwnKeyJobRow) => {
      const id = `row-${rows.size + 1}`;
      rows.set(id, { ...row, created_at: new Date(clock.now).toISOString() });
      return id;
    }),
    update: vi.fn(async (id: string, changes: OwnKeyJobChanges) => {
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, ...changes });
    }),
    find: vi.fn(async (id: string) => {
      const row = rows.get(id);
      return row
        ? { provider: row.provider, providerJobId: row.provider_job_id, createdAt: row.created_at }
        : null;
    }),
  };
  return { store, rows };
}

const clock = { now: Date.parse('2026-11-23T10:00:00Z') };

function service(
  keys: OwnProviderKeys,
  fetch: typeof globalThis.fetch,
  store: OwnKeyJobStore,
  priority: string[] = [],
) {
  return createOwnKeyVideoService({
    keys: () => keys,
    priority: () => priority,
    jobs: store,
    speak: vi.fn(),
    listRecent: vi.fn(async () => []),
    storeUpload: vi.fn(async () => null),
    fetch,
    now: () => clock.now,
  });
}

describe('own-key video service', () => {
  test('without video keys the mock serves; the job is recorded as own-key and followed to completion', async () => {
    vi.useFakeTimers({ now: clock.now });
    try {
      const { store, rows } = memoryStore();
      const fetch = vi.fn<typeof globalThis.fetch>();
      const videos = service({ elevenlabs: 'el-key' }, fetch, store);
      const started = await videos.generate(request);
      expect(started).toEqual({ id: 'row-1', provider: 'mock' });
      expect(fetch).not.toHaveBeenCalled();
      expect(rows.get('row-1')).toMatchObject({
        title: 'Our new app saves you an hour a day.',
        script: request.text,
        prompt: `Create a professional video based on this script: ${request.text}`,
        style: 'minimal',
        duration: 30,
        aspect_ratio: '16:9',
        voice: 'Bella',
        mode: 'script',
        workspace_id: 'workspace-1',
        script_id: 'script-1',
        script_version: 3,
        provider: 'mock',
        provider_job_id: expect.stringMatching(/^mock-/),
        paid_by: 'own_key',
      });

      vi.setSystemTime((clock.now += 2_000));
      const halfway = await videos.status('row-1', 'mock');
      expect(halfway).toMatchObject({ id: 'row-1', status: 'processing', provider: 'mock' });
      expect(halfway.progress).toBeGreaterThan(0);
      expect(rows.get('row-1')).toMatchObject({ status: 'processing', progress: halfway.progress });

      vi.setSystemTime((clock.now += 4_000));
      const done = await videos.status('row-1', 'mock');
      expect(done).toMatchObject({ id: 'row-1', status: 'completed', progress: 100 });
      expect(done.videoUrl).toBeTruthy();
      expect(rows.get('row-1')).toMatchObject({
        status: 'completed',
        progress: 100,
        video_url: done.videoUrl,
        completed_at: new Date(clock.now).toISOString(),
      });
    } finally {
      vi.useRealTimers();
    }
  });

  test('a failing provider falls back to the next in the stored order, then the mock', async () => {
    const { store, rows } = memoryStore();
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response('down', { status: 503, statusText: 'Down' }),
    );
    const videos = service({ wavespeed: 'ws-key', replicate: 'r8-key' }, fetch, store, [
      'replicate',
      'wavespeed',
    ]);
    const started = await videos.generate({ ...request, mode: 'video', text: 'A lake at dawn' });
    expect(started.provider).toBe('mock');
    const hosts = fetch.mock.calls.map(([url]) => new URL(String(url)).host);
    expect(hosts).toEqual(['api.replicate.com', 'api.wavespeed.ai']);
    expect(rows.get('row-1')).toMatchObject({ prompt: 'A lake at dawn', script: null, mode: 'video' });
  });

  test('after a reload, a job is found through its row', async () => {
    const { store } = memoryStore();
    const first = service({}, vi.fn(), store);
    const { id } = await first.generate(request);
    const second = service({}, vi.fn(), store);
    const result = await second.status(id, 'mock');
    expect(result.id).toBe(id);
    expect(store.find).toHaveBeenCalledWith(id);
  });

  test('a job that could not be recorded is still followed', async () => {
    const { store } = memoryStore();
    vi.mocked(store.insert).mockRejectedValue(new Error('offline'));
    const videos = service({}, vi.fn(), store);
    const { id } = await videos.generate(request);
    expect(id).toMatch(/^mock:mock-/);
    expect((await videos.status(id, 'mock')).provider).toBe('mock');
  });
});

describe('readProviderPriority', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  test('reads a JSON list or a comma-separated one; nothing gives the default order', () => {
    expect(readProviderPriority(storage('["pika","mock"]'))).toEqual(['pika', 'mock']);
    expect(readProviderPriority(storage('replicate,wavespeed'))).toEqual(['replicate', 'wavespeed']);
    expect(readProviderPriority(storage(null))).toEqual([]);
    expect(readProviderPriority(storage('{"a":1}'))).toEqual([]);
  });
});
