import { z } from 'zod';

// The bounds the `thumbnails` table checks (20261124000700_workspace_thumbnails_and_templates.sql),
// checked here first so a refusal reads the same whether the browser or the database caught it.

export const THUMBNAIL_NAME_MAX = 120;
export const THUMBNAIL_MAX_LAYERS = 200;
export const THUMBNAIL_MAX_LAYER_BYTES = 2_000_000;

export const THUMBNAIL_NAME_MESSAGE = 'A thumbnail name is 1 to 120 characters';
export const THUMBNAIL_TOO_LARGE_MESSAGE = 'This design is too large to save (200 layers and 2 MB at most)';
export const THUMBNAIL_VIEWER_MESSAGE = "Viewers can't change thumbnails in this workspace";

/** A saved design's name, as the Save and Rename forms take it. */
export const ThumbnailNameInput = z.object({
  name: z.string().trim().min(1, THUMBNAIL_NAME_MESSAGE).max(THUMBNAIL_NAME_MAX, THUMBNAIL_NAME_MESSAGE),
});
export type ThumbnailNameInput = z.infer<typeof ThumbnailNameInput>;

/**
 * Whether a layer list fits the table's bounds, measured on compact JSON. The database measures
 * its own text (with a space after each separator), so a list at the edge may still be refused
 * there: the same message comes back.
 */
export function layersFit(layers: readonly unknown[]): boolean {
  return (
    layers.length <= THUMBNAIL_MAX_LAYERS &&
    new TextEncoder().encode(JSON.stringify(layers)).length <= THUMBNAIL_MAX_LAYER_BYTES
  );
}
