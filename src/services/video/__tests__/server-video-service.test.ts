import { describe, expect, test, vi } from 'vitest';
import { createServerVideoService, type CallFunction } from '../server-video-service';
import { InsufficientVideoCreditsError } from '../video-service';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function service(call: CallFunction) {
  return createServerVideoService({
    call,
    listRecent: vi.fn(async () => []),
    storeUpload: vi.fn(async () => null),
  });
}

describe('server video service', () => {
  test('a script generation sends the script, the settings and the key, and reads id and provider', async () => {
    const call = vi.fn<CallFunction>(async () =>
      json({ id: 'v-1', provider: 'mock', status: 'queued', progress: 0 }, 201),
    );
    const started = await service(call).generate({
      mode: 'script',
      text: 'Hello',
      style: 'creative',
      duration: 45,
      aspectRatio: '1:1',
      voice: 'Bella',
      workspaceId: 'workspace-1',
      scriptId: 'script-1',
      scriptVersion: 2,
      idempotencyKey: 'key-1',
    });
    expect(started).toEqual({ id: 'v-1', provider: 'mock' });
    expect(call).toHaveBeenCalledWith('generate-video', {
      script: 'Hello',
      mode: 'script',
      style: 'creative',
      duration: 45,
      aspectRatio: '1:1',
      voice: 'Bella',
      quality: undefined,
      workspaceId: 'workspace-1',
      scriptId: 'script-1',
      scriptVersion: 2,
      idempotencyKey: 'key-1',
    });
  });

  test('a prompt generation sends the prompt', async () => {
    const call = vi.fn<CallFunction>(async () => json({ id: 'v-2', provider: 'wavespeed' }, 201));
    await service(call).generate({
      mode: 'video',
      text: 'A lake',
      style: 'minimal',
      duration: 15,
      aspectRatio: '16:9',
      workspaceId: 'workspace-1',
    });
    expect(call.mock.calls[0][1]).toMatchObject({
      prompt: 'A lake',
      mode: 'video',
      workspaceId: 'workspace-1',
    });
    expect(call.mock.calls[0][1]).not.toHaveProperty('script');
    expect(call.mock.calls[0][1].scriptId).toBeUndefined();
  });

  test('402 means too few credits', async () => {
    const call = vi.fn<CallFunction>(async () => json({ error: 'Insufficient credits' }, 402));
    await expect(
      service(call).generate({
        mode: 'script',
        text: 'x',
        style: 'energetic',
        duration: 30,
        aspectRatio: '16:9',
        workspaceId: 'workspace-1',
      }),
    ).rejects.toBeInstanceOf(InsufficientVideoCreditsError);
    await expect(service(call).speak('x', 'voice')).rejects.toBeInstanceOf(InsufficientVideoCreditsError);
  });

  test("a workspace the caller may not write answers with the server's words", async () => {
    const call = vi.fn<CallFunction>(async () =>
      json({ error: "You can't create videos in this workspace" }, 403),
    );
    await expect(
      service(call).generate({
        mode: 'script',
        text: 'x',
        style: 'minimal',
        duration: 30,
        aspectRatio: '16:9',
        workspaceId: 'workspace-1',
      }),
    ).rejects.toThrow("You can't create videos in this workspace");
  });

  test("another error carries the server's text", async () => {
    const call = vi.fn<CallFunction>(async () =>
      json({ error: 'All video generation APIs failed. Last error: boom', id: 'v-3' }, 502),
    );
    await expect(
      service(call).generate({
        mode: 'script',
        text: 'x',
        style: 'minimal',
        duration: 30,
        aspectRatio: '16:9',
        workspaceId: 'workspace-1',
      }),
    ).rejects.toThrow('All video generation APIs failed. Last error: boom');
  });

  test('status maps the answer, nulls left out', async () => {
    const call = vi.fn<CallFunction>(async () =>
      json({
        id: 'v-1',
        status: 'completed',
        progress: 100,
        videoUrl: 'https://cdn.example.com/v.mp4',
        thumbnailUrl: null,
        error: null,
        processingTime: 5.2,
        provider: 'mock',
      }),
    );
    const result = await service(call).status('v-1', 'mock');
    expect(call).toHaveBeenCalledWith('video-status', { id: 'v-1' });
    expect(result).toEqual({
      id: 'v-1',
      status: 'completed',
      progress: 100,
      videoUrl: 'https://cdn.example.com/v.mp4',
      processingTime: 5.2,
      provider: 'mock',
    });
  });

  test("status maps a provider's own words and clamps progress", async () => {
    const call = vi.fn<CallFunction>(async () => json({ status: 'running', progress: 140 }));
    expect(await service(call).status('v-1', 'replicate')).toEqual({
      id: 'v-1',
      status: 'processing',
      progress: 100,
      provider: 'replicate',
    });
  });

  test('a status call that cannot be made says "Failed to check video status"', async () => {
    const call = vi.fn<CallFunction>(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(service(call).status('v-1', 'mock')).rejects.toThrow('Failed to check video status');
  });

  test('speak returns the audio bytes with their type', async () => {
    const bytes = new Uint8Array([73, 68, 51, 4, 0, 0]);
    const call = vi.fn<CallFunction>(
      async () => new Response(bytes, { headers: { 'Content-Type': 'audio/mpeg' } }),
    );
    const audio = await service(call).speak('Hi', 'EXAVITQu4vr4xnSDxMaL', { idempotencyKey: 'k' });
    expect(call).toHaveBeenCalledWith('text-to-speech', {
      text: 'Hi',
      voiceId: 'EXAVITQu4vr4xnSDxMaL',
      idempotencyKey: 'k',
    });
    expect(audio.type).toBe('audio/mpeg');
    expect(new Uint8Array(await audio.arrayBuffer())).toEqual(bytes);
  });

  test('speak in a workspace asks the server to keep the voice-over there, with its script', async () => {
    const call = vi.fn<CallFunction>(
      async () => new Response(new Uint8Array([1]), { headers: { 'Content-Type': 'audio/wav' } }),
    );
    const workspaceId = '6b1c2f7e-3d9a-4e8b-8c4d-7a8b9c0d1e2f';
    const scriptId = '5a0b1e6d-2c8f-4d7a-9b3c-6f7a8b9c0d1e';
    await service(call).speak('Hi', 'v', { idempotencyKey: 'k', workspaceId, scriptId, scriptVersion: 3 });
    expect(call).toHaveBeenCalledWith('text-to-speech', {
      text: 'Hi',
      voiceId: 'v',
      idempotencyKey: 'k',
      workspaceId,
      scriptId,
      scriptVersion: 3,
    });
  });

  test('an empty or failed speech says "Failed to generate speech"', async () => {
    const empty = vi.fn<CallFunction>(async () => new Response(new Uint8Array(), { status: 200 }));
    await expect(service(empty).speak('Hi', 'v')).rejects.toThrow('Failed to generate speech');
    const broken = vi.fn<CallFunction>(async () => new Response('oops', { status: 500 }));
    await expect(service(broken).speak('Hi', 'v')).rejects.toThrow('Failed to generate speech');
  });
});
