import { THUMBNAIL_TEMPLATES, type TemplateText, type ThumbnailTemplate } from '@/data/thumbnail-templates';
import {
  initialLayers,
  shapeLayer,
  textLayer,
  type ImageLayer,
  type Layer,
  type ShapeLayer,
  type TextLayer,
} from './layer-model';

/** Example words (the starting layers' and the templates'): replaced when a template is applied. */
const STOCK_TEXT = new Set([
  ...initialLayers().flatMap((layer) => (layer.kind === 'text' ? [layer.text] : [])),
  ...THUMBNAIL_TEMPLATES.flatMap((template) => template.texts.map((text) => text.text)),
]);

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function fromTemplateText(spec: TemplateText, text: string, id: string): TextLayer {
  return textLayer({
    id,
    name: spec.name,
    text,
    x: spec.x,
    y: spec.y,
    size: spec.size,
    color: spec.color,
    weight: spec.weight,
    align: spec.align,
    font: spec.font,
    stroke: spec.stroke ? { enabled: true, ...spec.stroke } : { enabled: false, color: '#000000', width: 8 },
    shadow: spec.shadow ?? false,
  });
}

/**
 * Lays the thumbnail out as the template does: its background, shapes and text styles. Words the
 * user wrote in the Main Title and Subtitle stay (example words give way to the template's), and
 * uploaded images stay, above the shapes.
 */
export function applyTemplate(template: ThumbnailTemplate, current: readonly Layer[]): Layer[] {
  const currentText = (id: string) => {
    const layer = current.find((l): l is TextLayer => l.kind === 'text' && l.id === id);
    return layer && layer.text.trim() && !STOCK_TEXT.has(layer.text) ? layer.text : undefined;
  };
  const overlay = current.find((l): l is ShapeLayer => l.id === 'color-overlay');
  const images = current.filter((l): l is ImageLayer => l.kind === 'image');

  const shapes = template.shapes.map((shape) =>
    shapeLayer({ id: `${template.id}-${slug(shape.name)}`, ...shape }),
  );
  const texts = template.texts.map((spec) => {
    if (spec.role === 'title')
      return fromTemplateText(spec, currentText('main-title') ?? spec.text, 'main-title');
    if (spec.role === 'subtitle')
      return fromTemplateText(spec, currentText('subtitle') ?? spec.text, 'subtitle');
    return fromTemplateText(spec, spec.text, `${template.id}-${slug(spec.name)}`);
  });

  return [
    { kind: 'background', id: 'background', name: 'Background', visible: true, ...template.background },
    ...shapes,
    ...images,
    ...(overlay ? [overlay] : []),
    ...texts,
  ];
}
