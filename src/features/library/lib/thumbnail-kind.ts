import { useQuery } from '@tanstack/react-query';
import { dashboardPath } from '@/lib/paths';
import type { AppSupabaseClient } from '@/lib/supabase';
import { THUMBNAIL_NAME_MAX } from '@/lib/thumbnails/thumbnail-limits';
import { thumbnailKeys, thumbnailListQuery } from '@/lib/thumbnails/thumbnail-queries';
import {
  deleteThumbnail,
  duplicateThumbnail,
  renameThumbnail,
  type ThumbnailSummary,
} from '@/lib/thumbnails/thumbnails-api';
import type { LibraryKind } from '../components/library-tab';

/** Saved thumbnail designs: open in the Thumbnail Designer, rename, duplicate, delete. */
export function thumbnailKind(client: AppSupabaseClient, workspaceId: string): LibraryKind<ThumbnailSummary> {
  return {
    noun: 'thumbnail',
    plural: 'thumbnails',
    useList: () => useQuery(thumbnailListQuery(client, workspaceId)),
    invalidates: thumbnailKeys.all(workspaceId),
    toItem: (thumbnail) => ({
      id: thumbnail.id,
      title: thumbnail.name,
      authorId: thumbnail.author_id,
      date: thumbnail.updated_at,
      detail: `${thumbnail.width}×${thumbnail.height}`,
    }),
    openHref: (thumbnail) => `${dashboardPath('thumbnail-designer')}?thumbnail=${thumbnail.id}`,
    rename: {
      maxLength: THUMBNAIL_NAME_MAX,
      run: (thumbnail, name) => renameThumbnail(client, thumbnail.id, name),
    },
    duplicate: (thumbnail) =>
      duplicateThumbnail(
        client,
        workspaceId,
        thumbnail.id,
        `${thumbnail.name.slice(0, THUMBNAIL_NAME_MAX - 7)} (copy)`,
      ),
    remove: (thumbnail) => deleteThumbnail(client, thumbnail.id),
    empty: {
      title: 'No thumbnails yet',
      body: 'Design one in the Thumbnail Designer and press Save: the whole team finds it here.',
      action: { label: 'Design a thumbnail', to: dashboardPath('thumbnail-designer') },
    },
  };
}
