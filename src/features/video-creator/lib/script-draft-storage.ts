/** A script being written and not saved yet: kept in the browser until the database has it. */
export interface ScriptDraft {
  /** The saved script it changes, or null for a script never saved. */
  scriptId: string | null;
  title: string;
  body: string;
}

const storageKey = (userId: string, workspaceId: string) =>
  `creator-os:script-draft:${userId}:${workspaceId}`;

function isDraft(value: unknown): value is ScriptDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    (draft.scriptId === null || typeof draft.scriptId === 'string') &&
    typeof draft.title === 'string' &&
    typeof draft.body === 'string'
  );
}

/** The user's unsaved draft in this workspace, if one is kept. */
export function readScriptDraft(userId: string, workspaceId: string): ScriptDraft | null {
  try {
    const stored = localStorage.getItem(storageKey(userId, workspaceId));
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeScriptDraft(userId: string, workspaceId: string, draft: ScriptDraft): void {
  try {
    localStorage.setItem(storageKey(userId, workspaceId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives as long as the page (and is saved in a few seconds).
  }
}

export function clearScriptDraft(userId: string, workspaceId: string): void {
  try {
    localStorage.removeItem(storageKey(userId, workspaceId));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
