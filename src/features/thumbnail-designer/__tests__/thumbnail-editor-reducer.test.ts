import { describe, expect, test } from 'vitest';
import type { TextLayer } from '../lib/layer-model';
import {
  initialEditorState,
  thumbnailEditorReducer as reduce,
  type ThumbnailEditorAction,
  type ThumbnailEditorState,
} from '../lib/thumbnail-editor-reducer';

const names = (state: ThumbnailEditorState) => state.layers.map((layer) => layer.name);
const layer = (state: ThumbnailEditorState, id: string) => state.layers.find((l) => l.id === id);
const run = (...actions: ThumbnailEditorAction[]) => actions.reduce(reduce, initialEditorState());
const image = {} as CanvasImageSource;
const addImage = (id: string, src: string): ThumbnailEditorAction => ({
  type: 'add-image',
  id,
  src,
  image,
  width: 2000,
  height: 1000,
});

describe('thumbnail editor', () => {
  test('starts with the four layers, Background to Main Title, and the Main Title selected', () => {
    const state = initialEditorState();
    expect(names(state)).toEqual(['Background', 'Color Overlay', 'Subtitle', 'Main Title']);
    expect(state.selectedId).toBe('main-title');
    expect(state.templateId).toBeNull();
    expect(state.images.size).toBe(0);
  });

  test('selects a layer', () => {
    expect(run({ type: 'select', id: 'subtitle' }).selectedId).toBe('subtitle');
  });

  test('adds text, shapes and images on top with unique names, and selects each', () => {
    const state = run(
      { type: 'add-text', id: 't1' },
      { type: 'add-text', id: 't2' },
      { type: 'add-shape', id: 's1' },
      addImage('i1', 'data:a'),
    );
    expect(names(state).slice(-4)).toEqual(['Text', 'Text 2', 'Shape', 'Image']);
    expect(layer(state, 't1')).toMatchObject({ kind: 'text', text: 'New text' });
    expect(layer(state, 's1')).toMatchObject({ shape: 'rect', x: 440, y: 260, width: 400, height: 200 });
    // The image is fitted into the canvas, centred, and its loaded image kept for drawing.
    expect(layer(state, 'i1')).toMatchObject({ src: 'data:a', x: 256, y: 168, width: 768, height: 384 });
    expect(state.images.get('data:a')).toBe(image);
    expect(state.selectedId).toBe('i1');
  });

  test('updates a layer’s properties', () => {
    const state = run({ type: 'update', id: 'main-title', patch: { text: 'HELLO', size: 40 } });
    expect(layer(state, 'main-title')).toMatchObject({ text: 'HELLO', size: 40 });
    expect(layer(state, 'subtitle')).toEqual(layer(initialEditorState(), 'subtitle'));
  });

  test('shows, hides and moves layers one step', () => {
    const state = run(
      { type: 'toggle-visibility', id: 'color-overlay' },
      { type: 'move', id: 'subtitle', direction: 'up' },
    );
    expect(layer(state, 'color-overlay')?.visible).toBe(true);
    expect(names(state)).toEqual(['Background', 'Color Overlay', 'Main Title', 'Subtitle']);
  });

  test('deleting the selected layer leaves nothing selected; deleting another keeps the selection', () => {
    const other = run({ type: 'remove', id: 'subtitle' });
    expect(names(other)).toEqual(['Background', 'Color Overlay', 'Main Title']);
    expect(other.selectedId).toBe('main-title');

    const selected = run({ type: 'remove', id: 'main-title' });
    expect(names(selected)).toEqual(['Background', 'Color Overlay', 'Subtitle']);
    expect(selected.selectedId).toBeNull();
  });

  test('deleting an image layer lets its image go, unless another layer draws it', () => {
    const two = run(addImage('i1', 'data:a'), addImage('i2', 'data:a'), addImage('i3', 'data:b'));
    const one = reduce(two, { type: 'remove', id: 'i1' });
    expect([...one.images.keys()]).toEqual(['data:a', 'data:b']);
    expect([...reduce(one, { type: 'remove', id: 'i2' }).images.keys()]).toEqual(['data:b']);
  });

  test('a template lays the thumbnail out, is marked as chosen and selects the Main Title', () => {
    const state = run(
      { type: 'select', id: 'subtitle' },
      { type: 'apply-template', templateId: 'split-screen' },
    );
    expect(state.templateId).toBe('split-screen');
    expect(state.selectedId).toBe('main-title');
    expect(names(state)).toContain('VS Circle');
  });

  test('Generate lays out from the description, and no template is marked as chosen', () => {
    const state = run(
      { type: 'apply-template', templateId: 'bold-text' },
      { type: 'select', id: 'background' },
      { type: 'generate', description: 'Tesla vs Rivian road trip' },
    );
    expect(state.templateId).toBeNull();
    expect(state.selectedId).toBe('main-title');
    expect((layer(state, 'main-title') as TextLayer).text).toBe('TESLA VS RIVIAN\nROAD TRIP');
  });

  test('actions on unknown layers, a move past an end or deleting the background change nothing', () => {
    const start = initialEditorState();
    const unchanged: ThumbnailEditorAction[] = [
      { type: 'select', id: 'nope' },
      { type: 'select', id: 'main-title' },
      { type: 'toggle-visibility', id: 'nope' },
      { type: 'move', id: 'nope', direction: 'up' },
      { type: 'move', id: 'main-title', direction: 'up' },
      { type: 'move', id: 'background', direction: 'down' },
      { type: 'remove', id: 'nope' },
      { type: 'remove', id: 'background' },
      { type: 'update', id: 'nope', patch: { name: 'Ghost' } },
      { type: 'add-text', id: 'subtitle' },
      { type: 'add-shape', id: 'background' },
      addImage('main-title', 'data:a'),
      { type: 'apply-template', templateId: 'nope' },
    ];
    for (const action of unchanged) expect(reduce(start, action), action.type).toBe(start);
  });

  test('never changes the state it is given', () => {
    const start = initialEditorState();
    const layers = structuredClone(start.layers);
    const actions: ThumbnailEditorAction[] = [
      { type: 'update', id: 'main-title', patch: { text: 'X' } },
      { type: 'toggle-visibility', id: 'color-overlay' },
      { type: 'move', id: 'subtitle', direction: 'down' },
      { type: 'remove', id: 'subtitle' },
      addImage('i1', 'data:a'),
      { type: 'apply-template', templateId: 'before-after' },
      { type: 'generate', description: 'Top 5 tips' },
    ];
    for (const action of actions) reduce(start, action);
    expect(start.layers).toEqual(layers);
    expect(start.selectedId).toBe('main-title');
    expect(start.images.size).toBe(0);
  });

  test('loading a saved design replaces the layers and images as they are and forgets the template', () => {
    const edited = run({ type: 'apply-template', templateId: 'split-screen' }, addImage('i1', 'data:a'), {
      type: 'select',
      id: 'i1',
    });
    const saved = structuredClone(run(addImage('i9', 'data:image/png;base64,AAAA')).layers);
    const images = new Map([['data:image/png;base64,AAAA', image]]);
    const state = reduce(edited, { type: 'load-design', layers: saved, images });
    expect(state.layers).toBe(saved);
    expect(state.images).toBe(images);
    expect(state.templateId).toBeNull();
    expect(state.selectedId).toBe('main-title');

    const untitled = saved.filter((l) => l.id !== 'main-title');
    expect(reduce(edited, { type: 'load-design', layers: untitled, images }).selectedId).toBeNull();
  });
});
