import { describe, expect, test } from 'vitest';
import { THUMBNAIL_TEMPLATES } from '@/data/thumbnail-templates';
import { applyTemplate } from '../lib/apply-template';
import { drawThumbnail, textRoom } from '../lib/draw-thumbnail';
import { generateLayout, headlineFrom, templateForDescription } from '../lib/generate-layout';
import { fitImage, imageFileProblem } from '../lib/image-upload';
import {
  canvasFont,
  clampTextSize,
  initialLayers,
  moveLayer,
  removeLayer,
  toggleVisibility,
  uniqueName,
  updateLayer,
  type Layer,
  type TextLayer,
} from '../lib/layer-model';
import { fakeContext } from './fake-context';

const names = (layers: readonly Layer[]) => layers.map((layer) => layer.name);
const text = (layers: readonly Layer[], id: string) =>
  layers.find((l): l is TextLayer => l.id === id && l.kind === 'text');

describe('layer model', () => {
  test('starts with Background, Color Overlay (hidden), Subtitle and Main Title', () => {
    const layers = initialLayers();
    expect(names(layers)).toEqual(['Background', 'Color Overlay', 'Subtitle', 'Main Title']);
    expect(layers.find((l) => l.name === 'Color Overlay')?.visible).toBe(false);
    expect(layers.filter((l) => l.name !== 'Color Overlay').every((l) => l.visible)).toBe(true);
  });

  test('visibility toggles, order moves one step and stops at the ends', () => {
    const layers = initialLayers();
    expect(toggleVisibility(layers, 'color-overlay')[1].visible).toBe(true);
    expect(names(moveLayer(layers, 'subtitle', 'up'))).toEqual([
      'Background',
      'Color Overlay',
      'Main Title',
      'Subtitle',
    ]);
    expect(names(moveLayer(layers, 'subtitle', 'down'))).toEqual([
      'Background',
      'Subtitle',
      'Color Overlay',
      'Main Title',
    ]);
    expect(names(moveLayer(layers, 'main-title', 'up'))).toEqual(names(layers));
    expect(names(moveLayer(layers, 'background', 'down'))).toEqual(names(layers));
  });

  test('delete removes a layer but never the background; names stay unique', () => {
    const layers = initialLayers();
    expect(names(removeLayer(layers, 'subtitle'))).toEqual(['Background', 'Color Overlay', 'Main Title']);
    expect(removeLayer(layers, 'background')).toHaveLength(4);
    expect(uniqueName(layers, 'Text')).toBe('Text');
    expect(uniqueName(layers, 'Subtitle')).toBe('Subtitle 2');
  });

  test('text size stays within 12 to 72; the font is drawn at twice the size on the full canvas', () => {
    expect(clampTextSize(5)).toBe(12);
    expect(clampTextSize(99)).toBe(72);
    expect(clampTextSize(Number.NaN)).toBe(24);
    expect(canvasFont({ weight: 'black', size: 36, font: 'georgia' })).toBe(
      '900 72px Georgia, "Times New Roman", serif',
    );
  });
});

describe('drawing', () => {
  test('draws visible layers bottom to top with their styles, skipping hidden ones', () => {
    const { ctx, calls, gradients } = fakeContext();
    let layers = initialLayers();
    layers = updateLayer<TextLayer>(layers, 'main-title', { text: 'BIG\nNEWS', color: '#ef4444', size: 50 });
    drawThumbnail(ctx, layers);

    expect(calls[0]).toMatchObject({ name: 'clearRect', args: [0, 0, 1280, 720] });
    expect(gradients[0].stops).toEqual([
      [0, '#4f46e5'],
      [1, '#db2777'],
    ]);
    // The hidden overlay draws no full-canvas rectangle besides the background's.
    expect(calls.filter((c) => c.name === 'fillRect')).toHaveLength(1);

    const fills = calls.filter((c) => c.name === 'fillText');
    expect(fills.map((c) => c.args[0])).toEqual(['Watch before you start', 'BIG', 'NEWS']);
    const [big, news] = fills.slice(1);
    expect(big.state).toMatchObject({
      fillStyle: '#ef4444',
      textAlign: 'center',
      font: expect.stringMatching(/^900 100px /),
    });
    // Two lines centred on y = 300, 1.15 line height apart.
    expect(big.args[2]).toBeCloseTo(300 - 57.5);
    expect(news.args[2]).toBeCloseTo(300 + 57.5);
    // The title's outline is stroked under its fill.
    const strokes = calls.filter((c) => c.name === 'strokeText');
    expect(strokes[0].state).toMatchObject({ strokeStyle: '#000000', lineWidth: 10 });
    expect(calls.indexOf(strokes[0])).toBeLessThan(calls.indexOf(big));
  });

  test('a shown overlay is drawn with its opacity; an image only once loaded', () => {
    const { ctx, calls } = fakeContext();
    const image = {} as CanvasImageSource;
    const layers: Layer[] = [
      ...toggleVisibility(initialLayers(), 'color-overlay'),
      {
        kind: 'image',
        id: 'img',
        name: 'Image',
        visible: true,
        src: 'data:a',
        x: 10,
        y: 20,
        width: 300,
        height: 200,
      },
      {
        kind: 'image',
        id: 'img2',
        name: 'Image 2',
        visible: true,
        src: 'data:b',
        x: 0,
        y: 0,
        width: 1,
        height: 1,
      },
    ];
    drawThumbnail(ctx, layers, new Map([['data:a', image]]));
    const overlay = calls.filter((c) => c.name === 'fillRect')[1];
    expect(overlay.state).toMatchObject({ globalAlpha: 0.35, fillStyle: '#000000' });
    const drawn = calls.filter((c) => c.name === 'drawImage');
    expect(drawn).toHaveLength(1);
    expect(drawn[0].args).toEqual([image, 10, 20, 300, 200]);
  });

  test('text is kept inside the canvas from its anchor', () => {
    expect(textRoom({ x: 640, align: 'center' })).toBe(1240);
    expect(textRoom({ x: 80, align: 'left' })).toBe(1160);
    expect(textRoom({ x: 1220, align: 'right' })).toBe(1180);
  });
});

describe('templates', () => {
  test('there are six templates, Bold Text to Split Screen', () => {
    expect(THUMBNAIL_TEMPLATES.map((t) => t.name)).toEqual([
      'Bold Text',
      'Product Focus',
      'Before/After',
      'Face + Text',
      'Number Focus',
      'Split Screen',
    ]);
  });

  test('Before/After lays out two panels with labels and moves the title to the band', () => {
    const template = THUMBNAIL_TEMPLATES.find((t) => t.id === 'before-after')!;
    const layers = applyTemplate(template, initialLayers());
    expect(names(layers)).toEqual([
      'Background',
      'Before Panel',
      'After Panel',
      'Title Band',
      'Color Overlay',
      'Before Label',
      'After Label',
      'Main Title',
      'Subtitle',
    ]);
    expect(text(layers, 'main-title')).toMatchObject({ text: '30 DAYS LATER', y: 605, color: '#facc15' });
  });

  test('a template keeps the user’s own words and images; example words give way', () => {
    const own = updateLayer<TextLayer>(initialLayers(), 'main-title', { text: 'MY BIG LAUNCH' });
    const withImage: Layer[] = [
      ...own,
      {
        kind: 'image',
        id: 'img',
        name: 'Image',
        visible: true,
        src: 'data:x',
        x: 0,
        y: 0,
        width: 10,
        height: 10,
      },
    ];
    const split = applyTemplate(
      THUMBNAIL_TEMPLATES.find((t) => t.id === 'split-screen')!,
      withImage,
    );
    expect(text(split, 'main-title')).toMatchObject({ text: 'MY BIG LAUNCH', y: 110 });
    expect(text(split, 'subtitle')?.text).toBe('Tested for 30 days');
    expect(split.some((l) => l.kind === 'image')).toBe(true);
    expect(split.filter((l) => l.id === 'main-title')).toHaveLength(1);
  });

  test('Generate picks a layout from the description and writes the headline', () => {
    expect(templateForDescription('iPhone vs Pixel camera').id).toBe('split-screen');
    expect(templateForDescription('my garden before and after').id).toBe('before-after');
    expect(templateForDescription('honest gadget review').id).toBe('product-focus');
    expect(templateForDescription('Cooking pasta').id).toBe('bold-text');
    expect(headlineFrom('  how to cook   perfect pasta every time at home ')).toEqual({
      title: 'HOW TO COOK\nPERFECT PASTA',
      subtitle: 'Every time at home',
    });
    const layers = generateLayout('5 editing mistakes beginners make', initialLayers());
    expect(text(layers, 'number-focus-number')?.text).toBe('5');
    expect(text(layers, 'main-title')?.text).toBe('EDITING MISTAKES\nBEGINNERS MAKE');
  });
});

describe('image upload checks', () => {
  test('only PNG, JPG, WEBP or GIF up to 5MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1000 })).toMatch(/not supported/);
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(/Maximum size is 5MB/);
  });

  test('fits an image inside the canvas, centred', () => {
    expect(fitImage(2000, 1000, 1280, 720)).toEqual({ x: 256, y: 168, width: 768, height: 384 });
    expect(fitImage(100, 50, 1280, 720)).toEqual({ x: 590, y: 335, width: 100, height: 50 });
  });
});
