import { describe, expect, test } from 'vitest';
import { applyTemplate } from '../lib/apply-template';
import { initialLayers, shapeLayer, textLayer, type Layer } from '../lib/layer-model';
import { DESIGN_NOT_OPENED_MESSAGE, parseSavedDesign, serializeDesign } from '../lib/saved-design';
import { THUMBNAIL_TEMPLATES } from '@/data/thumbnail-templates';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Every kind of layer with every property set away from its default. */
function everyKind(): Layer[] {
  return [
    {
      kind: 'background',
      id: 'background',
      name: 'Background',
      visible: true,
      from: '#111111',
      to: '#222222',
    },
    shapeLayer({
      id: 's1',
      name: 'Circle',
      shape: 'circle',
      x: 10.5,
      y: -20,
      width: 300,
      height: 150,
      color: '#a855f7',
      opacity: 0.4,
      visible: false,
    }),
    {
      kind: 'image',
      id: 'i1',
      name: 'Photo',
      visible: true,
      src: PIXEL,
      x: 256,
      y: 168,
      width: 768,
      height: 384,
    },
    textLayer({
      id: 't1',
      name: 'Two lines',
      text: 'LINE ONE\nline “two” 🎬',
      font: 'courier',
      size: 72,
      color: '#22c55e',
      weight: 'normal',
      align: 'right',
      x: 1200,
      y: 90,
      stroke: { enabled: true, color: '#ef4444', width: 3 },
      shadow: true,
      visible: false,
    }),
  ];
}

const roundTrip = (layers: readonly Layer[]) =>
  parseSavedDesign(JSON.parse(JSON.stringify(serializeDesign(layers))));

describe('saved design', () => {
  test('serialising then parsing gives back every layer kind with every property', () => {
    const layers = everyKind();
    expect(roundTrip(layers)).toEqual(layers);
    expect(roundTrip(initialLayers())).toEqual(initialLayers());
  });

  test('every template’s layout survives the trip', () => {
    for (const template of THUMBNAIL_TEMPLATES) {
      const layers = applyTemplate(template, initialLayers());
      expect(roundTrip(layers), template.id).toEqual(layers);
    }
  });

  test('the saved JSON shares nothing with the editor’s layers', () => {
    const layers = everyKind();
    const json = serializeDesign(layers) as unknown as Layer[];
    expect(json).toEqual(layers);
    expect(json[3]).not.toBe(layers[3]);
  });

  test('a row the designer cannot draw is refused as a whole, never half opened', () => {
    const [background, shape, image, text] = everyKind();
    const refused: unknown[] = [
      null,
      'layers',
      {},
      [],
      [{ id: 'bg', type: 'background', color: '#1e293b' }],
      [background, { ...shape, kind: 'sticker' }],
      [background, { ...text, size: 'big' }],
      [background, { ...text, font: 'comic-sans' }],
      [background, { ...shape, opacity: 2 }],
      [background, { ...image, src: 'blob:http://localhost/123' }],
      [background, { ...image, src: 'https://example.com/cat.png' }],
      [background, { ...text, stroke: undefined }],
      [background, background],
    ];
    for (const json of refused) {
      expect(() => parseSavedDesign(json), JSON.stringify(json)).toThrow(DESIGN_NOT_OPENED_MESSAGE);
    }
  });
});
