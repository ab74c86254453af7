import type { DOMAttributes } from 'react';

type InteractionProps = Pick<
  DOMAttributes<HTMLElement>,
  'onFocusCapture' | 'onKeyDownCapture' | 'onPointerDownCapture' | 'onSubmitCapture'
>;

/**
 * Props for an element (a form) whose submit needs something slow to start, such as the local
 * database: `start` runs on the first sign of intent inside it (a field focused, a key, a pointer
 * press), or on submit if none came first, so the wait is usually over by the time it is sent.
 * It runs on each of those events, so it must start only once however often it is called.
 */
export function startOnInteraction(start: () => void): InteractionProps {
  return {
    onFocusCapture: start,
    onKeyDownCapture: start,
    onPointerDownCapture: start,
    onSubmitCapture: start,
  };
}
