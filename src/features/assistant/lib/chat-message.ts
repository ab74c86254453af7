import { randomUuid } from '@/lib/ids';

/** A page of the app an assistant answer points to. */
export interface ChatLink {
  to: string;
  label: string;
}

/** A chat message: id, content, role, timestamp; answers may carry a link. */
export interface ChatMessage {
  id: string;
  content: string;
  role: 'user' | 'assistant';
  timestamp: Date;
  link?: ChatLink;
}

export const GREETING =
  "Hi! I'm your Creator OS assistant. Ask me about creating videos, templates, credits or billing.";

/** A message id unique across tabs and reloads. */
export const nextMessageId = (): string => randomUuid();

export function chatMessage(role: ChatMessage['role'], content: string, link?: ChatLink): ChatMessage {
  return { id: nextMessageId(), role, content, timestamp: new Date(), ...(link ? { link } : {}) };
}

/** The pre-filled greeting a new chat opens with. */
export const greetingMessage = (): ChatMessage => ({ ...chatMessage('assistant', GREETING), id: 'greeting' });
