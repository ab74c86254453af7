import { z } from 'zod';
import { env } from '../env';
import type { LocalBackend } from '../../../local-backend';
import { startLocalBackend, supabase, type AppSupabaseClient } from '../supabase';

// How a screen hears that another member (or another tab) changed the workspace: hosted, a
// Realtime broadcast on the private topic 'workspace:<id>', which Realtime lets only the
// workspace's members join; locally, the database's NOTIFY, which every tab of the browser hears
// (supabase/migrations/20261125000110_announce_workspace_changes.sql sends either).

const announcement = z.object({ workspace_id: z.uuid(), table: z.string().regex(/^[a-z_]{1,63}$/) });

/** Reads one announcement; null for anything else. */
export function readAnnouncement(payload: unknown): { workspaceId: string; table: string } | null {
  const parsed = announcement.safeParse(typeof payload === 'string' ? safeJson(payload) : payload);
  return parsed.success ? { workspaceId: parsed.data.workspace_id, table: parsed.data.table } : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export type StopListening = () => void;

export interface WorkspaceChangeListener {
  /** A table of the workspace changed. */
  changed(table: string): void;
  /**
   * Announcements may have been lost and listening has resumed: locally, the browser's database
   * moved to another tab (the one running it closed or reloaded); hosted, the channel rejoined.
   */
  missed(): void;
}

interface Sources {
  mode: typeof env.mode;
  client: AppSupabaseClient;
  localBackend: () => Promise<LocalBackend>;
}

/**
 * Tells `listener` the table's name whenever the workspace's work changes, until stopped.
 * Listening is best effort: a screen still reads fresh data on its own, so a failure to
 * listen is reported to the console and nothing else.
 */
export function listenToWorkspaceChanges(
  workspaceId: string,
  listener: WorkspaceChangeListener,
  { mode, client, localBackend }: Sources = {
    mode: env.mode,
    client: supabase,
    localBackend: startLocalBackend,
  },
): StopListening {
  const hear = (payload: unknown) => {
    const heard = readAnnouncement(payload);
    if (heard?.workspaceId === workspaceId) listener.changed(heard.table);
  };

  if (mode === 'hosted') {
    const channel = client.channel(`workspace:${workspaceId}`, { config: { private: true } });
    channel.on('broadcast', { event: 'change' }, (message) => hear(message.payload));
    let joined = false;
    // A private channel is joined with the user's token: hand it over before joining. Realtime
    // rejoins by itself after a dropped connection; what was broadcast meanwhile is gone.
    void client.realtime.setAuth().then(() =>
      channel.subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        if (joined) listener.missed();
        joined = true;
      }),
    );
    return () => void client.removeChannel(channel);
  }

  let stopped = false;
  let stop: (() => Promise<void>) | null = null;
  localBackend()
    .then((backend) => backend.db.listen('workspace_changes', hear, () => listener.missed()))
    .then((unlisten) => {
      if (stopped) void unlisten();
      else stop = unlisten;
    })
    .catch((error: unknown) => console.error('Could not listen to the workspace’s changes', error));
  return () => {
    stopped = true;
    void stop?.();
  };
}
