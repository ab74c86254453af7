/** Listeners that are added one by one (each add returns its removal) and told all at once. */
export function listenerSet<Args extends unknown[]>() {
  const listeners = new Set<(...args: Args) => void>();
  return {
    add(listener: (...args: Args) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    tell(...args: Args) {
      for (const listener of listeners) listener(...args);
    },
  };
}
