import type { ChatMessage } from './chat-message';

/** The history limit: the last 5 messages go to the model (docs/product-rules.md#assistant). */
export const HISTORY_SENT = 5;

export interface HistoryEntry {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * What the assistant function is sent: the last 5 messages of the conversation (the new user
 * message last), without the pre-filled greeting, which the user did not ask for.
 */
export function historyForRequest(messages: readonly ChatMessage[]): HistoryEntry[] {
  return messages
    .filter((message) => message.id !== 'greeting' && message.content.trim() !== '')
    .slice(-HISTORY_SENT)
    .map(({ role, content }) => ({ role, content }));
}
