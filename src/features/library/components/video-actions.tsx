import { useMutation } from '@tanstack/react-query';
import { Download, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { datedFileName, downloadUrl } from '@/lib/download';
import { videoTitle, type WorkspaceVideo } from '@/lib/videos/workspace-videos-api';

/** Watch (in a new tab) and Download, once the video is ready. */
export function VideoActions({ video }: { video: WorkspaceVideo }) {
  const download = useMutation({
    mutationFn: (url: string) => downloadUrl(url, datedFileName('creator-os-video', 'mp4')),
    meta: { errorToast: 'Download failed' },
  });
  if (video.status !== 'completed' || !video.video_url) return null;
  const title = videoTitle(video);
  return (
    <>
      <a
        href={video.video_url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Watch ${title}`}
        className={buttonClasses('secondary', 'px-3 py-1.5')}
      >
        <Play className="size-4" aria-hidden />
        Watch
      </a>
      <Button
        variant="ghost"
        className="px-2 py-1.5"
        aria-label={`Download ${title}`}
        disabled={download.isPending}
        onClick={() => download.mutate(video.video_url as string)}
      >
        <Download className="size-4" aria-hidden />
        Download
      </Button>
    </>
  );
}
