import type { TrendingVideo } from '@/services/research/research-types';

/** A generated thumbnail: the video's gradient and initials, with its duration (no network image). */
export function VideoThumbnail({ thumbnail, duration }: Pick<TrendingVideo, 'thumbnail' | 'duration'>) {
  return (
    <div
      aria-hidden
      className="relative flex aspect-video items-center justify-center overflow-hidden rounded-t-2xl"
      style={{ backgroundImage: `linear-gradient(135deg, ${thumbnail.from}, ${thumbnail.to})` }}
    >
      <span className="text-4xl font-black tracking-tight text-white drop-shadow-md">
        {thumbnail.initials}
      </span>
      <span className="absolute right-2 bottom-2 rounded bg-black/80 px-1.5 py-0.5 text-xs font-semibold text-white tabular-nums">
        {duration}
      </span>
    </div>
  );
}
