import type { ImageSources } from './draw-thumbnail';
import { loadImage } from './image-upload';
import type { Layer } from './layer-model';

/** Loads every image a design draws, once per source, so the canvas draws it as it was saved. */
export async function loadDesignImages(layers: readonly Layer[]): Promise<ImageSources> {
  const sources = [...new Set(layers.flatMap((layer) => (layer.kind === 'image' ? [layer.src] : [])))];
  const images = await Promise.all(sources.map((src) => loadImage(src)));
  return new Map(sources.map((src, index) => [src, images[index]]));
}
