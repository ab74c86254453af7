import type { QueryClient } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { thumbnailQuery } from '@/lib/thumbnails/thumbnail-queries';
import type { ThumbnailSummary } from '@/lib/thumbnails/thumbnails-api';
import type { ImageSources } from './draw-thumbnail';
import type { Layer } from './layer-model';
import { loadDesignImages } from './load-design-images';
import { DESIGN_NOT_OPENED_MESSAGE, parseSavedDesign } from './saved-design';

export const THUMBNAIL_NOT_OPENED_MESSAGE = 'This thumbnail could not be opened';

/** A saved design ready for the canvas: its row, its checked layers and their loaded images. */
export interface OpenedDesign {
  thumbnail: ThumbnailSummary;
  layers: Layer[];
  images: ImageSources;
}

/**
 * Reads a saved design of the workspace afresh (another member may have saved it since), checks
 * its layers and loads its images. Rejects with a sentence: an id the caller cannot see, or a
 * design the designer cannot draw.
 */
export async function openSavedDesign(
  queryClient: QueryClient,
  client: AppSupabaseClient,
  workspaceId: string,
  id: string,
): Promise<OpenedDesign> {
  const row = await queryClient.fetchQuery({ ...thumbnailQuery(client, workspaceId, id), staleTime: 0 });
  if (!row) throw new Error(THUMBNAIL_NOT_OPENED_MESSAGE);
  const { layers: json, ...thumbnail } = row;
  const layers = parseSavedDesign(json);
  const images = await loadDesignImages(layers).catch(() => {
    throw new Error(DESIGN_NOT_OPENED_MESSAGE);
  });
  return { thumbnail, layers, images };
}
