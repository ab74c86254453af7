/** Whether the in-browser database is starting, so the app can say so instead of looking stuck. */
export type LocalBackendStatus =
  | { state: 'idle' }
  | { state: 'starting'; firstRun: boolean }
  | { state: 'ready' }
  | { state: 'failed'; message: string };

type Listener = (status: LocalBackendStatus) => void;

let current: LocalBackendStatus = { state: 'idle' };
const listeners = new Set<Listener>();

export function getLocalBackendStatus(): LocalBackendStatus {
  return current;
}

export function setLocalBackendStatus(next: LocalBackendStatus): void {
  current = next;
  listeners.forEach((listener) => listener(next));
}

export function subscribeLocalBackendStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
