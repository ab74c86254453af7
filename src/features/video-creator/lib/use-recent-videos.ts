import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';
import type { RecentVideo, VideoService } from '@/services/video/video-service';

export type RecentVideosState =
  { phase: 'loading' } | { phase: 'ready'; videos: RecentVideo[] } | { phase: 'failed'; error: string };

const unfinished = (video: RecentVideo) => video.status === 'queued' || video.status === 'processing';

/**
 * The user's latest jobs. On the first load, jobs that were still running when the page was
 * left are asked about once, so their status is current (a reload finds them finished).
 */
export function useRecentVideos(service: VideoService) {
  const [state, setState] = useState<RecentVideosState>({ phase: 'loading' });
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const videos = await service.listRecent();
      if (ticket === latest.current) setState({ phase: 'ready', videos });
      return videos;
    } catch (error) {
      if (ticket === latest.current) {
        setState({ phase: 'failed', error: getErrorMessage(error, 'Could not load your recent videos') });
      }
      return null;
    }
  }, [service]);

  useEffect(() => {
    let active = true;
    void (async () => {
      const videos = await load();
      const running = videos?.filter(unfinished) ?? [];
      if (!active || running.length === 0) return;
      await Promise.allSettled(running.map((video) => service.status(video.id, video.provider ?? '')));
      if (active) await load();
    })();
    return () => {
      active = false;
    };
  }, [load, service]);

  return { state, reload: load };
}
