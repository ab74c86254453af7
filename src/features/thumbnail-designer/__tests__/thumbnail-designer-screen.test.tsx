import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ThumbnailDesignerScreen } from '../screens/thumbnail-designer-screen';
import { fakeContext } from './fake-context';
import { DesignerProviders } from './designer-providers';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

let drawing: ReturnType<typeof fakeContext>;
const blobSizes: { width: number; height: number }[] = [];

beforeEach(() => {
  drawing = fakeContext();
  blobSizes.length = 0;
  // jsdom has no canvas 2D: the boundary is replaced, the drawing code runs for real.
  // The designer's canvas records into `drawing`; the template previews and the export canvas get their own.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return (this.dataset.testid === 'thumbnail-canvas' ? drawing.ctx : fakeContext().ctx) as never;
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done,
  ) {
    blobSizes.push({ width: this.width, height: this.height });
    done(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AAAA');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toast.success).mockClear();
});

/** The words drawn by the latest full redraw. */
function lastDrawnTexts() {
  const lastClear = drawing.calls.map((c) => c.name).lastIndexOf('clearRect');
  return drawing.calls
    .slice(lastClear)
    .filter((c) => c.name === 'fillText')
    .map((c) => c.args[0]);
}

const layerNames = () =>
  within(screen.getByRole('list', { name: 'Layers' }))
    .getAllByTestId('layer-row')
    .map((row) => row.textContent);

// Rendering every control of the designer is slow on a busy machine.
describe('Thumbnail Designer', { timeout: 20_000 }, () => {
  test('shows Main Title, Subtitle, Color Overlay and Background, top first, with the Color Overlay hidden', () => {
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    expect(layerNames()).toEqual(['Main Title', 'Subtitle', 'Color Overlay', 'Background']);
    expect(screen.getByRole('button', { name: 'Show Color Overlay' })).toBeInTheDocument();
    expect(screen.getByTestId('thumbnail-canvas')).toHaveAttribute('width', '1280');
    expect(screen.getByTestId('thumbnail-canvas')).toHaveAttribute('height', '720');
    expect(lastDrawnTexts()).toEqual(['Watch before you start', 'YOUR TITLE HERE']);
  });

  test('hiding, reordering and deleting layers redraws the canvas', async () => {
    const user = userEvent.setup();
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: 'Hide Subtitle' }));
    expect(lastDrawnTexts()).toEqual(['YOUR TITLE HERE']);
    await user.click(screen.getByRole('button', { name: 'Show Subtitle' }));

    await user.click(screen.getByRole('button', { name: 'Move Subtitle up' }));
    expect(layerNames()).toEqual(['Subtitle', 'Main Title', 'Color Overlay', 'Background']);
    expect(lastDrawnTexts()).toEqual(['YOUR TITLE HERE', 'Watch before you start']);
    expect(screen.getByRole('button', { name: 'Move Subtitle up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Background down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Background' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Delete Subtitle' }));
    expect(layerNames()).toEqual(['Main Title', 'Color Overlay', 'Background']);
  });

  test('text properties change the selected text layer', async () => {
    const user = userEvent.setup();
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: 'Main Title' }));
    const box = screen.getByLabelText('Text');
    await user.clear(box);
    await user.type(box, 'HELLO');
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '40' } });
    await user.click(screen.getByRole('radio', { name: 'Red' }));
    await user.selectOptions(screen.getByLabelText('Font'), 'georgia');
    await user.selectOptions(screen.getByLabelText('Weight'), 'normal');
    await user.click(screen.getByLabelText('Drop shadow'));

    const title = drawing.calls.filter((c) => c.name === 'fillText' && c.args[0] === 'HELLO').at(-1)!;
    expect(title.state).toMatchObject({
      fillStyle: '#ef4444',
      font: '400 80px Georgia, "Times New Roman", serif',
    });
    expect(title.state.shadowBlur).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('Size')).toHaveAttribute('min', '12');
    expect(screen.getByLabelText('Size')).toHaveAttribute('max', '72');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Text colour' })).getAllByRole('radio'),
    ).toHaveLength(8);
  });

  test('a template applies its layout', async () => {
    const user = userEvent.setup();
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: /Split Screen/ }));
    expect(screen.getByRole('button', { name: /Split Screen/ })).toHaveAttribute('aria-pressed', 'true');
    expect(layerNames()).toEqual([
      'Subtitle',
      'Main Title',
      'VS',
      'Color Overlay',
      'VS Circle',
      'Right Side',
      'Left Side',
      'Background',
    ]);
    expect(lastDrawnTexts()).toEqual(['VS', 'WHICH IS BETTER?', 'Tested for 30 days']);
  });

  test('Generate asks for a description, then lays one out', async () => {
    const user = userEvent.setup();
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe your thumbnail first');
    await user.type(screen.getByLabelText('Describe your thumbnail'), 'Tesla vs Rivian road trip');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(lastDrawnTexts()).toContain('TESLA VS RIVIAN');
    expect(lastDrawnTexts()).toContain('ROAD TRIP');
  });

  test('Export downloads a 1280x720 PNG', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:thumbnail');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(blobSizes).toEqual([{ width: 1280, height: 720 }]);
    expect(createObjectURL.mock.calls[0][0].type).toBe('image/png');
    expect(clicks[0].download).toBe('thumbnail-1280x720.png');
    expect(toast.success).toHaveBeenCalledWith('Thumbnail exported as a 1280×720 PNG');
  });

  test('Preview shows the thumbnail at YouTube’s sizes', async () => {
    const user = userEvent.setup();
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'Preview' });
    const images = within(dialog).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('width'))).toEqual(['1280', '360', '168', '320']);
    expect(within(dialog).getByText('(168×94)')).toBeInTheDocument();
  });

  test('an image upload is checked for type', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    const input = screen.getByLabelText('Add Image');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(toast.error).toHaveBeenCalledWith('Image type not supported. Please use PNG, JPG, WEBP or GIF.');
    expect(layerNames()).toHaveLength(4);
  });

  test('without a workspace yet the designer still works, Open waits and there is no Save', () => {
    render(<ThumbnailDesignerScreen />, { wrapper: DesignerProviders });
    expect(screen.getByRole('button', { name: 'Open' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByTestId('save-status')).toBeNull();
  });
});
