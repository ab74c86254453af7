import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json, outboundFetch } from '../http.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute } from '../route.ts';

/** The model API the assistant talks to: OpenAI's, or any compatible one (OPENAI_BASE_URL). */
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_ASSISTANT_MODEL = 'gpt-4o-mini';

/** The chat limits (docs/product-rules.md#assistant): last 5 messages, 500 tokens, temperature 0.7. */
export const ASSISTANT_HISTORY_SENT = 5;
export const ASSISTANT_MAX_TOKENS = 500;
export const ASSISTANT_TEMPERATURE = 0.7;
/** How long the model may take before the caller gets a 502. */
export const ASSISTANT_TIMEOUT_MS = 30_000;

export const ASSISTANT_ERRORS = {
  notConfigured: 'The assistant is not configured',
  upstream: 'The assistant could not answer right now. Please try again later.',
  timeout: 'The assistant took too long to answer. Please try again.',
  emptyReply: 'Sorry, I could not generate a response.',
} as const;

export const ASSISTANT_SYSTEM_PROMPT = [
  'You are the Creator OS assistant, a helpful guide inside Creator OS, a platform for video creators',
  '(mainly on YouTube). Help users with: the AI Video Creator (turning scripts into videos, styles,',
  'voice-overs), the Thumbnail Designer, Templates & Swipes, campaigns, analytics, competitive',
  'intelligence, keywords and audience insights, collaboration in workspaces, live streaming, and',
  'credits and billing (credit packs, plans, the Credits & Usage and Billing & Plans tabs in',
  'Settings). Be concise and practical, point to the page in the app where something is done, and',
  'say so when you do not know. Never ask for passwords, payment card numbers or API keys.',
].join(' ');

const messageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(4000),
});

const bodySchema = z.object({
  messages: z
    .array(messageSchema)
    .min(1)
    .max(20)
    .refine((messages) => messages[messages.length - 1]?.role === 'user', {
      message: 'The last message must be the user’s',
    }),
});

export type AssistantMessage = z.infer<typeof messageSchema>;

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

/** The configured model API, or null when no key is set (503). */
function modelApi(context: FunctionContext) {
  const apiKey = context.env.OPENAI_API_KEY?.trim();
  if (!apiKey) return null;
  return {
    apiKey,
    baseUrl: (context.env.OPENAI_BASE_URL?.trim() || DEFAULT_OPENAI_BASE_URL).replace(/\/+$/, ''),
    model: context.env.OPENAI_MODEL?.trim() || DEFAULT_ASSISTANT_MODEL,
  };
}

async function askModel(
  context: FunctionContext,
  api: NonNullable<ReturnType<typeof modelApi>>,
  messages: AssistantMessage[],
): Promise<string> {
  let response: Response;
  try {
    response = await outboundFetch(context)(`${api.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${api.apiKey}` },
      body: JSON.stringify({
        model: api.model,
        messages: [
          { role: 'system', content: ASSISTANT_SYSTEM_PROMPT },
          ...messages.slice(-ASSISTANT_HISTORY_SENT),
        ],
        max_tokens: ASSISTANT_MAX_TOKENS,
        temperature: ASSISTANT_TEMPERATURE,
      }),
      signal: AbortSignal.timeout(ASSISTANT_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    console.warn('The model API could not be reached', error instanceof Error ? error.message : error);
    throw new HttpError(502, timedOut ? ASSISTANT_ERRORS.timeout : ASSISTANT_ERRORS.upstream);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    console.warn(`The model API answered ${response.status}`, detail);
    throw new HttpError(502, ASSISTANT_ERRORS.upstream, { status: response.status });
  }
  let body: ChatCompletion;
  try {
    body = (await response.json()) as ChatCompletion;
  } catch {
    throw new HttpError(502, ASSISTANT_ERRORS.upstream);
  }
  const content = body.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim() : ASSISTANT_ERRORS.emptyReply;
}

/**
 * The assistant chat. POST; signed in. Body `{ messages: [{ role: 'user' | 'assistant', content }] }`
 * (1..20 messages, each 1..4000 characters, the last one the user's). Sends the system prompt and
 * the last 5 messages to an OpenAI-compatible chat completions API (OPENAI_API_KEY, optional
 * OPENAI_BASE_URL and OPENAI_MODEL, gpt-4o-mini by default) and answers `{ reply }`. The model key
 * lives only here. 503 `{ error: 'The assistant is not configured' }` without a key; 502 when the
 * model API fails or times out.
 */
export const handleAssistant = functionRoute(
  ['POST'],
  async (request, context) => {
    await requireUser(request, context.admin);
    const { messages } = await readJson(request, bodySchema);
    const api = modelApi(context);
    if (!api) throw new HttpError(503, ASSISTANT_ERRORS.notConfigured);
    return json({ reply: await askModel(context, api, messages) });
  },
  { failure: 'The assistant failed. Please try again.' },
);
