import { Bot, Maximize2, MessageCircle, Minus, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { askAssistant } from '../lib/ask-assistant';
import { useAssistantChat, type AskAssistant } from '../lib/use-assistant-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

export type WidgetState = 'closed' | 'open' | 'minimised';

const TITLE = 'Creator OS Assistant';
// Above the page, below the menu drawer (z-40) and modals (z-50); clear of the phone's home bar.
const CORNER = 'fixed right-3 bottom-[max(0.75rem,env(safe-area-inset-bottom))] z-30 sm:right-6 sm:bottom-6';

/**
 * The floating assistant, on every screen: a round button (closed), the chat (open) or a small
 * bar (minimised). The conversation is kept while it is closed or minimised.
 */
export function AssistantWidget({ ask = askAssistant }: { ask?: AskAssistant }) {
  const [state, setState] = useState<WidgetState>('closed');
  const chat = useAssistantChat(ask);
  const input = useRef<HTMLTextAreaElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const restore = useRef<HTMLButtonElement>(null);
  const previous = useRef<WidgetState>(state);

  // Focus follows the state: into the message box when the chat opens, onto the control that
  // brings it back when it is minimised or closed.
  useEffect(() => {
    if (previous.current === state) return;
    previous.current = state;
    if (state === 'open') input.current?.focus();
    if (state === 'minimised') restore.current?.focus();
    if (state === 'closed') launcher.current?.focus();
  }, [state]);

  if (state === 'closed') {
    return (
      <button
        ref={launcher}
        type="button"
        aria-label="Open assistant chat"
        aria-haspopup="dialog"
        onClick={() => setState('open')}
        className={`${CORNER} inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white/60 transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:size-14`}
      >
        <MessageCircle className="size-6" aria-hidden />
      </button>
    );
  }

  if (state === 'minimised') {
    return (
      <section
        aria-label={`${TITLE} (minimised)`}
        className={`${CORNER} flex items-center gap-1 rounded-full bg-ink py-1.5 pr-1.5 pl-4 text-white shadow-lg`}
      >
        <Bot className="size-4 shrink-0" aria-hidden />
        <button
          ref={restore}
          type="button"
          onClick={() => setState('open')}
          className="inline-flex items-center gap-2 rounded-full px-2 py-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          {TITLE}
          {chat.pending && <span className="text-xs font-normal text-slate-200">Thinking...</span>}
          <Maximize2 className="size-4" aria-hidden />
          <span className="sr-only">(restore chat)</span>
        </button>
        <button
          type="button"
          aria-label="Close chat"
          onClick={() => setState('closed')}
          className="rounded-full p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </section>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setState('minimised');
    }
  };

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="assistant-title"
      onKeyDown={onKeyDown}
      className="fixed inset-x-2 bottom-[max(0.5rem,env(safe-area-inset-bottom))] z-30 flex h-[min(34rem,calc(100dvh-5rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <header className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600">
          <Bot className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="assistant-title" className="truncate text-sm font-semibold">
            {TITLE}
          </h2>
          <p className="text-xs text-slate-200">Videos, templates, credits and billing</p>
        </div>
        <button
          type="button"
          aria-label="Minimise chat"
          onClick={() => setState('minimised')}
          className="rounded-lg p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-label="Close chat"
          onClick={() => setState('closed')}
          className="rounded-lg p-2 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X className="size-4" aria-hidden />
        </button>
      </header>
      <ChatMessageList messages={chat.messages} pending={chat.pending} />
      <ChatComposer pending={chat.pending} onSend={chat.send} inputRef={input} />
    </section>
  );
}
