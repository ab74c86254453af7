/** Either end of a dedicated worker: the page's `Worker` or the worker's own global scope. */
export interface MessageEnd {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Resolves with the first message of `type` that `end` hears, then stops listening. */
export function waitForMessage(end: MessageEnd, type: string): Promise<MessageEvent> {
  return new Promise((resolve) => {
    const listener = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type !== type) return;
      end.removeEventListener('message', listener);
      resolve(event);
    };
    end.addEventListener('message', listener);
  });
}
