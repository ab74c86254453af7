import { randomUUID } from 'node:crypto';

/**
 * The video and voice providers at the HTTP boundary, in memory: one fetch that answers like
 * the fast provider (Wavespeed, behind its `/api/wavespeed/v1` proxy path), the second
 * provider (Pika), Replicate's predictions API and ElevenLabs, plus helpers that play the
 * providers' side (a job moving on, a provider going down).
 */

type Json = Record<string, unknown>;

export const FAKE_WAVESPEED_BASE = 'https://api.wavespeed.ai/api/wavespeed/v1';
export const FAKE_PIKA_BASE = 'https://api.pika.art/v1';
export const REPLICATE_API = 'https://api.replicate.com/v1';
export const ELEVENLABS_API = 'https://api.elevenlabs.io/v1';

export type FakeProvider = 'wavespeed' | 'pika' | 'replicate' | 'elevenlabs';

export interface RecordedCall {
  provider: FakeProvider;
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Json | null;
  form: { name: string; value: string; fileName?: string; size?: number }[] | null;
}

/** Bytes that start like an MP3 with an ID3 tag (what ElevenLabs streams back). */
export function fakeMp3(text: string): Uint8Array<ArrayBuffer> {
  const header = [0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00];
  const frame = [0xff, 0xfb, 0x90, 0x64];
  const payload = new TextEncoder().encode(text);
  return new Uint8Array([...header, ...frame, ...payload]);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    statusText: STATUS_TEXT[status] ?? 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

export interface FakeVideoApisOptions {
  wavespeedKey?: string;
  pikaKey?: string;
  replicateToken?: string;
  elevenLabsKey?: string;
}

export function createFakeVideoApis(options: FakeVideoApisOptions = {}) {
  const calls: RecordedCall[] = [];
  /** A provider answering every call with this HTTP status (a provider that is down). */
  const down = new Map<FakeProvider, number>();
  const wavespeedJobs = new Map<string, Json>();
  const pikaJobs = new Map<string, Json>();
  const predictions = new Map<string, Json>();
  const clonedVoices: Json[] = [];

  const bearer = (headers: Headers) => /^Bearer\s+(\S+)$/.exec(headers.get('Authorization') ?? '')?.[1];

  function wavespeed(method: string, path: string, headers: Headers, body: Json | null): Response {
    if (bearer(headers) !== options.wavespeedKey) return jsonResponse({ error: 'Invalid API key' }, 401);
    if (method === 'POST' && path === '/generate') {
      const id = `ws_${randomUUID().slice(0, 8)}`;
      wavespeedJobs.set(id, { status: 'pending', progress: 0, request: body });
      return jsonResponse({ task_id: id, status: 'pending', progress: 0, estimated_time: 12 });
    }
    const status = /^\/status\/([^/]+)$/.exec(path);
    if (method === 'GET' && status) {
      const job = wavespeedJobs.get(decodeURIComponent(status[1]));
      if (!job) return jsonResponse({ error: 'Task not found' }, 404);
      const { request: _request, ...state } = job;
      return jsonResponse({ id: status[1], ...state });
    }
    if (method === 'GET' && path === '/queue') {
      return jsonResponse({ queue_position: 3, estimated_wait_seconds: 42 });
    }
    if (method === 'GET' && path === '/styles') {
      return jsonResponse({ styles: [{ id: 'realistic', name: 'realistic' }, { name: 'anime' }, 'noir'] });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  }

  function pika(method: string, path: string, headers: Headers, body: Json | null): Response {
    if (bearer(headers) !== options.pikaKey) return jsonResponse({ error: 'Unauthorized' }, 401);
    if (method === 'POST' && path === '/generate') {
      const id = `pika_${randomUUID().slice(0, 8)}`;
      pikaJobs.set(id, { status: 'queued', progress: 0, request: body });
      return jsonResponse({ id, status: 'queued', progress: 0 });
    }
    const status = /^\/status\/([^/]+)$/.exec(path);
    if (method === 'GET' && status) {
      const job = pikaJobs.get(decodeURIComponent(status[1]));
      if (!job) return jsonResponse({ error: 'Not found' }, 404);
      const { request: _request, ...state } = job;
      return jsonResponse({ task_id: status[1], ...state });
    }
    return jsonResponse({ error: 'Not found' }, 404);
  }

  function replicate(method: string, path: string, headers: Headers, body: Json | null): Response {
    if (bearer(headers) !== options.replicateToken) {
      return jsonResponse(
        { title: 'Unauthenticated', detail: 'You did not pass a valid authentication token', status: 401 },
        401,
      );
    }
    const urls = (id: string) => ({
      get: `${REPLICATE_API}/predictions/${id}`,
      cancel: `${REPLICATE_API}/predictions/${id}/cancel`,
      stream: null,
    });
    if (method === 'POST' && path === '/predictions') {
      if (typeof body?.version !== 'string' || typeof body.input !== 'object') {
        return jsonResponse(
          { title: 'Invalid input', detail: 'version and input are required', status: 422 },
          422,
        );
      }
      const id = randomUUID().replace(/-/g, '').slice(0, 26);
      const prediction: Json = {
        id,
        model: String(body.version).split(':')[0],
        version: body.version,
        input: body.input,
        logs: '',
        output: null,
        data_removed: false,
        error: null,
        status: 'starting',
        created_at: new Date().toISOString(),
        urls: urls(id),
      };
      predictions.set(id, prediction);
      return jsonResponse(prediction, 201);
    }
    const get = /^\/predictions\/([^/]+)$/.exec(path);
    if (method === 'GET' && get) {
      const prediction = predictions.get(get[1]);
      return prediction
        ? jsonResponse(prediction)
        : jsonResponse({ title: 'Not found', detail: 'Not found', status: 404 }, 404);
    }
    const cancel = /^\/predictions\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancel) {
      const prediction = predictions.get(cancel[1]);
      if (!prediction) return jsonResponse({ title: 'Not found', detail: 'Not found', status: 404 }, 404);
      prediction.status = 'canceled';
      prediction.completed_at = new Date().toISOString();
      return jsonResponse(prediction);
    }
    return jsonResponse({ title: 'Not found', detail: 'Not found', status: 404 }, 404);
  }

  async function elevenlabs(
    method: string,
    path: string,
    request: Request,
    body: Json | null,
  ): Promise<Response> {
    if (request.headers.get('xi-api-key') !== options.elevenLabsKey) {
      return jsonResponse({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }, 401);
    }
    const speech = /^\/text-to-speech\/([^/]+)$/.exec(path);
    if (method === 'POST' && speech) {
      if (typeof body?.text !== 'string' || body.text === '') {
        return jsonResponse({ detail: [{ loc: ['body', 'text'], msg: 'Field required' }] }, 422);
      }
      return new Response(fakeMp3(`${speech[1]}:${body.text}`), {
        status: 200,
        headers: { 'Content-Type': 'audio/mpeg' },
      });
    }
    if (method === 'GET' && path === '/voices') {
      return jsonResponse({
        voices: [
          {
            voice_id: '21m00Tcm4TlvDq8ikWAM',
            name: 'Rachel',
            category: 'premade',
            labels: { accent: 'american', description: 'calm' },
            description: null,
            preview_url: 'https://storage.googleapis.com/eleven-public-prod/premade/voices/rachel.mp3',
          },
          {
            voice_id: 'custom123',
            name: 'My Narrator',
            category: 'cloned',
            labels: {},
            description: 'Cloned from my samples',
            preview_url: null,
          },
        ],
      });
    }
    if (method === 'POST' && path === '/voices/add') {
      const voiceId = `cloned_${randomUUID().slice(0, 8)}`;
      clonedVoices.push({ voice_id: voiceId });
      return jsonResponse({ voice_id: voiceId, requires_verification: false });
    }
    return jsonResponse({ detail: 'Not Found' }, 404);
  }

  const bases: [FakeProvider, string][] = [
    ['wavespeed', FAKE_WAVESPEED_BASE],
    ['pika', FAKE_PIKA_BASE],
    ['replicate', REPLICATE_API],
    ['elevenlabs', ELEVENLABS_API],
  ];

  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const match = bases.find(([, base]) => request.url.startsWith(`${base}/`));
    if (!match) throw new TypeError(`fetch failed: no fake answers ${request.url}`);
    const [provider, base] = match;
    const path = request.url.slice(base.length).split('?')[0];
    const contentType = request.headers.get('Content-Type') ?? '';
    let body: Json | null = null;
    let form: RecordedCall['form'] = null;
    if (contentType.includes('multipart/form-data')) {
      const data = await request.formData();
      form = [...data.entries()].map(([name, value]) =>
        typeof value === 'string'
          ? { name, value }
          : { name, value: '', fileName: value.name, size: value.size },
      );
    } else if (request.method !== 'GET') {
      const text = await request.text();
      body = text ? (JSON.parse(text) as Json) : null;
    }
    calls.push({
      provider,
      method: request.method,
      path,
      headers: Object.fromEntries(request.headers.entries()),
      body,
      form,
    });
    const status = down.get(provider);
    if (status) return jsonResponse({ error: 'The service is unavailable' }, status);
    switch (provider) {
      case 'wavespeed':
        return wavespeed(request.method, path, request.headers, body);
      case 'pika':
        return pika(request.method, path, request.headers, body);
      case 'replicate':
        return replicate(request.method, path, request.headers, body);
      case 'elevenlabs':
        return elevenlabs(request.method, path, request, body);
    }
  };

  return {
    fetch,
    calls,
    callsTo: (provider: FakeProvider) => calls.filter((call) => call.provider === provider),
    /** Makes a provider answer every call with `status` (undefined: back up). */
    setDown(provider: FakeProvider, status: number | undefined) {
      if (status === undefined) down.delete(provider);
      else down.set(provider, status);
    },
    /** Moves a Wavespeed job on, as the provider would. */
    updateWavespeedJob(id: string, state: Json) {
      const job = wavespeedJobs.get(id);
      if (!job) throw new Error(`No Wavespeed job ${id}`);
      Object.assign(job, state);
    },
    updatePikaJob(id: string, state: Json) {
      const job = pikaJobs.get(id);
      if (!job) throw new Error(`No Pika job ${id}`);
      Object.assign(job, state);
    },
    updatePrediction(id: string, state: Json) {
      const prediction = predictions.get(id);
      if (!prediction) throw new Error(`No prediction ${id}`);
      Object.assign(prediction, state);
    },
    clonedVoices,
  };
}

export type FakeVideoApis = ReturnType<typeof createFakeVideoApis>;
