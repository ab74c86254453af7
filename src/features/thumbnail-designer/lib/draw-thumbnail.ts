import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  FONT_SCALE,
  canvasFont,
  type Layer,
  type ShapeLayer,
  type TextLayer,
} from './layer-model';

/** The part of the 2D context the drawing uses (a test passes a fake that records calls). */
export type DrawContext = Pick<
  CanvasRenderingContext2D,
  | 'save'
  | 'restore'
  | 'clearRect'
  | 'fillRect'
  | 'beginPath'
  | 'ellipse'
  | 'fill'
  | 'fillText'
  | 'strokeText'
  | 'drawImage'
  | 'createLinearGradient'
  | 'fillStyle'
  | 'strokeStyle'
  | 'lineWidth'
  | 'lineJoin'
  | 'font'
  | 'textAlign'
  | 'textBaseline'
  | 'globalAlpha'
  | 'shadowColor'
  | 'shadowBlur'
  | 'shadowOffsetX'
  | 'shadowOffsetY'
>;

/** Loaded images by their source (an image layer whose image is not loaded yet is skipped). */
export type ImageSources = ReadonlyMap<string, CanvasImageSource>;

const LINE_HEIGHT = 1.15;

function drawShape(ctx: DrawContext, layer: ShapeLayer) {
  ctx.globalAlpha = layer.opacity;
  ctx.fillStyle = layer.color;
  if (layer.shape === 'rect') {
    ctx.fillRect(layer.x, layer.y, layer.width, layer.height);
    return;
  }
  ctx.beginPath();
  ctx.ellipse(
    layer.x + layer.width / 2,
    layer.y + layer.height / 2,
    layer.width / 2,
    layer.height / 2,
    0,
    0,
    Math.PI * 2,
  );
  ctx.fill();
}

const MARGIN = 40;

/** How wide a line may be from its anchor before the canvas narrows it to fit. */
export function textRoom(layer: Pick<TextLayer, 'x' | 'align'>): number {
  const room =
    layer.align === 'left'
      ? CANVAS_WIDTH - layer.x
      : layer.align === 'right'
        ? layer.x
        : 2 * Math.min(layer.x, CANVAS_WIDTH - layer.x);
  return Math.max(room - MARGIN, 40);
}

function drawText(ctx: DrawContext, layer: TextLayer) {
  const lines = layer.text.split('\n');
  const lineHeight = layer.size * FONT_SCALE * LINE_HEIGHT;
  const top = layer.y - ((lines.length - 1) * lineHeight) / 2;
  const maxWidth = textRoom(layer);
  ctx.font = canvasFont(layer);
  ctx.textAlign = layer.align;
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  lines.forEach((line, index) => {
    const y = top + index * lineHeight;
    if (layer.shadow) {
      ctx.shadowColor = 'rgba(0, 0, 0, 0.65)';
      ctx.shadowBlur = 18;
      ctx.shadowOffsetX = 4;
      ctx.shadowOffsetY = 6;
    }
    if (layer.stroke.enabled) {
      ctx.strokeStyle = layer.stroke.color;
      ctx.lineWidth = layer.stroke.width;
      ctx.strokeText(line, layer.x, y, maxWidth);
      // The fill sits on the stroke; one shadow is enough.
      ctx.shadowColor = 'transparent';
    }
    ctx.fillStyle = layer.color;
    ctx.fillText(line, layer.x, y, maxWidth);
  });
}

/** Draws the visible layers, bottom to top, onto a 1280x720 context. */
export function drawThumbnail(
  ctx: DrawContext,
  layers: readonly Layer[],
  images: ImageSources = new Map(),
): void {
  ctx.clearRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
  for (const layer of layers) {
    if (!layer.visible) continue;
    ctx.save();
    switch (layer.kind) {
      case 'background': {
        const gradient = ctx.createLinearGradient(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
        gradient.addColorStop(0, layer.from);
        gradient.addColorStop(1, layer.to);
        ctx.fillStyle = gradient;
        ctx.fillRect(0, 0, CANVAS_WIDTH, CANVAS_HEIGHT);
        break;
      }
      case 'shape':
        drawShape(ctx, layer);
        break;
      case 'image': {
        const image = images.get(layer.src);
        if (image) ctx.drawImage(image, layer.x, layer.y, layer.width, layer.height);
        break;
      }
      case 'text':
        drawText(ctx, layer);
        break;
    }
    ctx.restore();
  }
}
