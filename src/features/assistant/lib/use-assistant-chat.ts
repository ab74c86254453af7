import { useCallback, useRef, useState } from 'react';
import { SEND_FAILED_REPLY } from './assistant-fallback';
import { historyForRequest, type HistoryEntry } from './assistant-history';
import { chatMessage, greetingMessage, type ChatMessage } from './chat-message';
import type { AssistantAnswer } from './ask-assistant';

export type AskAssistant = (history: HistoryEntry[]) => Promise<AssistantAnswer>;

/** The longest message the assistant function takes. */
export const MESSAGE_MAX_LENGTH = 4000;

export interface AssistantChat {
  messages: ChatMessage[];
  /** True from a send until its answer is in. */
  pending: boolean;
  /** Sends a message; false (and nothing happens) when it is empty or a reply is pending. */
  send(text: string): boolean;
}

/**
 * The conversation: starts with the greeting; a send adds the user's message, waits for the
 * answer ('Thinking...') and adds it. An empty message, or a send while waiting, is ignored.
 */
export function useAssistantChat(ask: AskAssistant): AssistantChat {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greetingMessage()]);
  const [pending, setPending] = useState(false);
  const current = useRef(messages);
  const waiting = useRef(false);

  const append = useCallback((message: ChatMessage) => {
    current.current = [...current.current, message];
    setMessages(current.current);
  }, []);

  const send = useCallback(
    (text: string) => {
      const content = text.trim().slice(0, MESSAGE_MAX_LENGTH);
      if (!content || waiting.current) return false;
      waiting.current = true;
      setPending(true);
      append(chatMessage('user', content));
      const history = historyForRequest(current.current);
      // The answer arrives later; ask()'s failure becomes the fallback reply, nothing else can fail.
      void (async () => {
        let answer: AssistantAnswer;
        try {
          answer = await ask(history);
        } catch {
          answer = { content: SEND_FAILED_REPLY };
        }
        append(chatMessage('assistant', answer.content, answer.link));
        waiting.current = false;
        setPending(false);
      })();
      return true;
    },
    [append, ask],
  );

  return { messages, pending, send };
}
