import type { SupabaseClient } from '@supabase/supabase-js';
import { readFunctionError } from '@/lib/function-error';
import { getErrorMessage } from '@/lib/get-error-message';
import { fallbackAnswer, type FallbackAnswer } from './assistant-fallback';
import type { HistoryEntry } from './assistant-history';

/** The model's empty answer (docs/product-rules.md#assistant); the server says the same. */
export const EMPTY_REPLY = 'Sorry, I could not generate a response.';

/** Why the assistant is not asked for a signed-out visitor: they get the keyword answers. */
export const SIGNED_OUT_REASON = 'Sign in to chat with the AI assistant.';

export type AssistantAnswer = FallbackAnswer;

/**
 * Asks the assistant function as the signed-in user; signed out, or when the function cannot
 * answer (not configured, the model down), the keyword answer for the last question.
 */
export async function askAssistantWith(
  client: Pick<SupabaseClient, 'auth' | 'functions'>,
  history: HistoryEntry[],
): Promise<AssistantAnswer> {
  const question = history[history.length - 1]?.content ?? '';
  const { data: session } = await client.auth.getSession();
  if (!session.session) return fallbackAnswer(question, SIGNED_OUT_REASON);
  const { data, error } = await client.functions.invoke('assistant', { body: { messages: history } });
  if (error)
    return fallbackAnswer(
      question,
      (await readFunctionError(error, { fallback: getErrorMessage(error) })).message,
    );
  const reply = (data as { reply?: unknown } | null)?.reply;
  return { content: typeof reply === 'string' && reply.trim() !== '' ? reply : EMPTY_REPLY };
}

/**
 * The app's assistant: the data client loads only now, at the first question, so a visitor who
 * never asks never loads it (nor, signed out, the local database).
 */
export async function askAssistant(history: HistoryEntry[]): Promise<AssistantAnswer> {
  const { supabase } = await import('@/lib/supabase');
  return askAssistantWith(supabase, history);
}
