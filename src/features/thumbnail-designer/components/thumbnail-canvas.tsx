import { useEffect, useRef } from 'react';
import { drawThumbnail, type DrawContext, type ImageSources } from '../lib/draw-thumbnail';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Layer } from '../lib/layer-model';

/** The live canvas: drawn at full size (1280x720) from the layers, scaled by CSS to fit. */
export function ThumbnailCanvas({ layers, images }: { layers: readonly Layer[]; images: ImageSources }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) drawThumbnail(ctx as DrawContext, layers, images);
  }, [layers, images]);
  return (
    <canvas
      ref={canvas}
      width={CANVAS_WIDTH}
      height={CANVAS_HEIGHT}
      role="img"
      aria-label={`Thumbnail design, ${CANVAS_WIDTH} by ${CANVAS_HEIGHT} pixels`}
      data-testid="thumbnail-canvas"
      className="block aspect-video h-auto w-full rounded-xl bg-slate-900 shadow-inner"
    />
  );
}
