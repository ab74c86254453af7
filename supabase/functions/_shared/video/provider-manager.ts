import { MockVideoProvider, type MockProviderOptions } from './mock-provider.ts';
import { PikaProvider } from './pika-provider.ts';
import { messageOf } from './provider-http.ts';
import { ReplicateProvider } from './replicate-provider.ts';
import {
  DEFAULT_PROVIDER_PRIORITY,
  PROVIDER_NAMES,
  type FetchLike,
  type ProviderName,
  type VideoJobResult,
  type VideoProvider,
  type VideoRequest,
} from './video-types.ts';
import { WavespeedProvider } from './wavespeed-provider.ts';

/** The script-to-video prompt wrapper (docs/product-rules.md#video-providers). */
export const SCRIPT_PROMPT_PREFIX = 'Create a professional video based on this script';

/** The prompt a script is turned into: the wrapper, a colon, then the script. */
export function scriptToPrompt(script: string): string {
  return `${SCRIPT_PROMPT_PREFIX}: ${script.trim()}`;
}

export interface ProviderStatus {
  name: ProviderName;
  /** 1 is tried first. */
  priority: number;
  /** Configured (a key is present; the mock always). */
  available: boolean;
}

export interface VideoManager {
  /** Tries the available providers in priority order; the first that starts the job wins. */
  generateVideo(request: VideoRequest): Promise<VideoJobResult>;
  /** The job's state from the provider that took it. */
  getVideoStatus(id: string, provider: string): Promise<VideoJobResult>;
  /** generateVideo with the script wrapped in the script prompt. */
  scriptToVideo(script: string, options?: Omit<VideoRequest, 'prompt'>): Promise<VideoJobResult>;
  /** The available providers, in the order they are tried. */
  getAvailableProviders(): ProviderName[];
  /** Every known provider with its priority and whether it is available. */
  getProviderStatus(): ProviderStatus[];
}

export interface VideoManagerOptions {
  /** The providers that exist (a list, or by name). */
  providers: readonly VideoProvider[] | Partial<Record<ProviderName, VideoProvider>>;
  /**
   * The order to try them in (Wavespeed, Pika, Replicate, mock by default). Unknown names are
   * skipped; providers it leaves out come after it in the default order.
   */
  priority?: readonly string[];
  /** Told about every provider that failed before the next was tried (for logs). */
  onProviderError?: (provider: ProviderName, error: unknown) => void;
}

function byName(providers: VideoManagerOptions['providers']): Map<ProviderName, VideoProvider> {
  const list = Array.isArray(providers)
    ? (providers as readonly VideoProvider[])
    : Object.values(providers as Partial<Record<ProviderName, VideoProvider>>).filter(
        (p): p is VideoProvider => p !== undefined,
      );
  return new Map(list.map((provider) => [provider.name, provider]));
}

/**
 * The order providers are tried in: the priority's known names once each (case-insensitive),
 * then every provider it does not name, in the default order.
 */
function orderOf(priority: readonly string[] | undefined): ProviderName[] {
  const order: ProviderName[] = [];
  for (const name of [...(priority ?? []), ...DEFAULT_PROVIDER_PRIORITY]) {
    const normalised = name.trim().toLowerCase() as ProviderName;
    if (PROVIDER_NAMES.includes(normalised) && !order.includes(normalised)) order.push(normalised);
  }
  return order;
}

/**
 * The provider manager (docs/product-rules.md#video-providers): tries the available providers
 * in priority order, falls back to the next on failure and says which provider took the job.
 * When every one fails it throws "All video generation APIs failed. Last error: {message}".
 */
export function createVideoManager(options: VideoManagerOptions): VideoManager {
  const providers = byName(options.providers);
  const order = orderOf(options.priority);

  const available = (): VideoProvider[] =>
    order
      .map((name) => providers.get(name))
      .filter((provider): provider is VideoProvider => provider !== undefined && provider.isAvailable());

  const manager: VideoManager = {
    async generateVideo(request) {
      let lastError: unknown = new Error('No video provider is available');
      for (const provider of available()) {
        try {
          const result = await provider.generateVideo(request);
          return { ...result, provider: provider.name };
        } catch (error) {
          lastError = error;
          options.onProviderError?.(provider.name, error);
        }
      }
      throw new Error(`All video generation APIs failed. Last error: ${messageOf(lastError)}`);
    },

    async getVideoStatus(id, providerName) {
      const provider = providers.get(providerName as ProviderName);
      if (!provider) throw new Error(`Provider ${providerName} not found`);
      try {
        const result = await provider.getVideoStatus(id);
        return { ...result, provider: provider.name };
      } catch (error) {
        throw new Error(`Failed to get status from ${providerName}: ${messageOf(error)}`);
      }
    },

    scriptToVideo(script, requestOptions = {}) {
      return manager.generateVideo({ ...requestOptions, prompt: scriptToPrompt(script) });
    },

    getAvailableProviders() {
      return available().map((provider) => provider.name);
    },

    getProviderStatus() {
      return order
        .filter((name) => providers.has(name))
        .map((name, index) => ({
          name,
          priority: index + 1,
          available: providers.get(name)?.isAvailable() ?? false,
        }));
    },
  };
  return manager;
}

export interface ProviderKeys {
  wavespeed?: string | null;
  pika?: string | null;
  replicate?: string | null;
}

export interface ProvidersFromKeysOptions {
  keys: ProviderKeys;
  /** Add the mock provider (always available); off by default. */
  mock?: boolean | MockProviderOptions;
  fetch?: FetchLike;
  baseUrls?: { wavespeed?: string; pika?: string; replicate?: string };
  replicateModel?: string;
  timeoutMs?: number;
}

/**
 * The providers for a set of keys: one per key present, plus the mock when asked. The browser
 * calls it with the user's own keys, the server with the platform's.
 */
export function providersFromKeys(options: ProvidersFromKeysOptions): VideoProvider[] {
  const { keys, fetch, baseUrls = {}, timeoutMs } = options;
  const providers: VideoProvider[] = [];
  if (keys.wavespeed?.trim()) {
    providers.push(
      new WavespeedProvider({ apiKey: keys.wavespeed, baseUrl: baseUrls.wavespeed, fetch, timeoutMs }),
    );
  }
  if (keys.pika?.trim()) {
    providers.push(new PikaProvider({ apiKey: keys.pika, baseUrl: baseUrls.pika, fetch, timeoutMs }));
  }
  if (keys.replicate?.trim()) {
    providers.push(
      new ReplicateProvider({
        apiToken: keys.replicate,
        baseUrl: baseUrls.replicate,
        model: options.replicateModel,
        fetch,
        timeoutMs,
      }),
    );
  }
  if (options.mock) {
    providers.push(new MockVideoProvider(typeof options.mock === 'object' ? options.mock : {}));
  }
  return providers;
}
