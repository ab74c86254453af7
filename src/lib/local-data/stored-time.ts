/**
 * A time this browser keeps in localStorage (ISO 8601). Storage that cannot be read or written
 * (private mode, a full quota) never throws: a read gives null, a write is dropped.
 */
export function readStoredTime(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function recordStoredTime(key: string, when: Date): void {
  try {
    localStorage.setItem(key, when.toISOString());
  } catch {
    // Refused: whatever reads it behaves as if it was never recorded.
  }
}
