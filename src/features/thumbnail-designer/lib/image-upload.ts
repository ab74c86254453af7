export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Why a file cannot be used as an image layer, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Image type not supported. Please use PNG, JPG, WEBP or GIF.';
  }
  if (file.size > MAX_IMAGE_BYTES) return 'Image too large. Maximum size is 5MB.';
  return null;
}

/** Reads a file as a data URL (no upload: the image stays on this device). */
function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Loads a data URL into an image element, resolving once it can be drawn. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be opened.'));
    image.src = src;
  });
}

/** Fits an image of the given size inside the canvas (at most 60% of its height), centred. */
export function fitImage(width: number, height: number, canvasWidth: number, canvasHeight: number) {
  const scale = Math.min((canvasHeight * 0.6) / height, (canvasWidth * 0.6) / width, 1);
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return { x: Math.round((canvasWidth - w) / 2), y: Math.round((canvasHeight - h) / 2), width: w, height: h };
}

/** An image read from the user's file, ready to draw: its data URL, the loaded image and its own size. */
export interface LoadedImage {
  src: string;
  image: CanvasImageSource;
  width: number;
  height: number;
}

/** Checks, reads and loads an image file; rejects with the reason a person can read. */
export async function readImageFile(file: File): Promise<LoadedImage> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  const src = await readAsDataUrl(file);
  const image = await loadImage(src);
  return {
    src,
    image,
    width: image.naturalWidth || image.width,
    height: image.naturalHeight || image.height,
  };
}
