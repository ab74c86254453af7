import { drawThumbnail, type DrawContext, type ImageSources } from './draw-thumbnail';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Layer } from './layer-model';

/** A full-size canvas with the thumbnail drawn on it. */
export function renderFullSize(layers: readonly Layer[], images: ImageSources): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = CANVAS_WIDTH;
  canvas.height = CANVAS_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the thumbnail (no canvas 2D support).');
  drawThumbnail(ctx as DrawContext, layers, images);
  return canvas;
}

/** The thumbnail as a 1280x720 PNG. */
export function exportPng(layers: readonly Layer[], images: ImageSources): Promise<Blob> {
  const canvas = renderFullSize(layers, images);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
      'image/png',
    );
  });
}
