import type { PostgrestError } from '@supabase/supabase-js';
import type { Json, Tables } from '../database.types';
import type { AppSupabaseClient } from '../supabase';
import {
  THUMBNAIL_NAME_MESSAGE,
  THUMBNAIL_TOO_LARGE_MESSAGE,
  THUMBNAIL_VIEWER_MESSAGE,
  ThumbnailNameInput,
  layersFit,
} from './thumbnail-limits';

// The only module that reads or writes the `thumbnails` table. Row level security decides who
// sees and changes what; refusals come back as sentences a person can act on.

/** A saved design as the Open list shows it (no layers: they can weigh megabytes). */
export type ThumbnailSummary = Pick<
  Tables<'thumbnails'>,
  'id' | 'name' | 'width' | 'height' | 'author_id' | 'updated_at'
>;

/** A saved design with its layer list, as the database holds it (parsed by the designer). */
export type SavedThumbnail = ThumbnailSummary & { layers: Json };

export interface ThumbnailContent {
  name: string;
  width: number;
  height: number;
  /** The designer's layer list, already serialised. */
  layers: Json[];
}

const SUMMARY_COLUMNS = 'id, name, width, height, author_id, updated_at';
const FULL_COLUMNS = `${SUMMARY_COLUMNS}, layers`;

/** The error a person reads for a refused write; anything else is passed on as it is. */
export function thumbnailWriteError(error: PostgrestError): Error {
  if (error.code === '42501') return new Error(THUMBNAIL_VIEWER_MESSAGE);
  if (error.code === '23514') {
    return new Error(
      error.message.includes('thumbnails_name_check') ? THUMBNAIL_NAME_MESSAGE : THUMBNAIL_TOO_LARGE_MESSAGE,
    );
  }
  return new Error('The thumbnail could not be saved. Please try again.');
}

function checkedName(name: string): string {
  const parsed = ThumbnailNameInput.safeParse({ name });
  if (!parsed.success) throw new Error(THUMBNAIL_NAME_MESSAGE);
  return parsed.data.name;
}

function checkedLayers(layers: readonly Json[]): Json[] {
  if (!layersFit(layers)) throw new Error(THUMBNAIL_TOO_LARGE_MESSAGE);
  return [...layers];
}

/** Escapes the wildcards of an ilike pattern, so a search for "50%" means 50%. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The workspace's saved designs, newest first; `search` narrows by name (any case). */
export async function listThumbnails(
  client: AppSupabaseClient,
  workspaceId: string,
  search = '',
): Promise<ThumbnailSummary[]> {
  let query = client.from('thumbnails').select(SUMMARY_COLUMNS).eq('workspace_id', workspaceId);
  if (search.trim()) query = query.ilike('name', likePattern(search.trim()));
  const { data, error } = await query.order('updated_at', { ascending: false });
  if (error) throw error;
  return data;
}

/** One saved design of the workspace with its layers; null when there is none the caller may see. */
export async function getThumbnail(
  client: AppSupabaseClient,
  workspaceId: string,
  id: string,
): Promise<SavedThumbnail | null> {
  const { data, error } = await client
    .from('thumbnails')
    .select(FULL_COLUMNS)
    .eq('workspace_id', workspaceId)
    .eq('id', id)
    .maybeSingle();
  // An id that is not a uuid (a hand-typed address) is simply not a design.
  if (error?.code === '22P02') return null;
  if (error) throw error;
  return data;
}

export async function createThumbnail(
  client: AppSupabaseClient,
  workspaceId: string,
  content: ThumbnailContent,
): Promise<ThumbnailSummary> {
  const { data, error } = await client
    .from('thumbnails')
    .insert({
      workspace_id: workspaceId,
      name: checkedName(content.name),
      width: content.width,
      height: content.height,
      layers: checkedLayers(content.layers),
    })
    .select(SUMMARY_COLUMNS)
    .single();
  if (error) throw thumbnailWriteError(error);
  return data;
}

/** Writes the changed fields; a row the caller may not change (or that is gone) is refused. */
async function updateFields(
  client: AppSupabaseClient,
  id: string,
  fields: { name?: string; width?: number; height?: number; layers?: Json[] },
): Promise<ThumbnailSummary> {
  const { data, error } = await client
    .from('thumbnails')
    .update(fields)
    .eq('id', id)
    .select(SUMMARY_COLUMNS)
    .maybeSingle();
  if (error) throw thumbnailWriteError(error);
  // Row level security hides a row the caller may not update instead of raising.
  if (!data) throw new Error('This thumbnail was deleted or you may not change it');
  return data;
}

/** Saves a design over an existing one: its name and its layers. */
export function updateThumbnail(
  client: AppSupabaseClient,
  id: string,
  content: ThumbnailContent,
): Promise<ThumbnailSummary> {
  return updateFields(client, id, {
    name: checkedName(content.name),
    width: content.width,
    height: content.height,
    layers: checkedLayers(content.layers),
  });
}

export function renameThumbnail(client: AppSupabaseClient, id: string, name: string) {
  return updateFields(client, id, { name: checkedName(name) });
}

/** A copy of a design in the same workspace, in the caller's name. */
export async function duplicateThumbnail(
  client: AppSupabaseClient,
  workspaceId: string,
  id: string,
  name: string,
): Promise<ThumbnailSummary> {
  const original = await getThumbnail(client, workspaceId, id);
  if (!original) throw new Error('This thumbnail could not be opened');
  return createThumbnail(client, workspaceId, {
    name,
    width: original.width,
    height: original.height,
    layers: Array.isArray(original.layers) ? original.layers : [],
  });
}

export async function deleteThumbnail(client: AppSupabaseClient, id: string): Promise<void> {
  const { data, error } = await client.from('thumbnails').delete().eq('id', id).select('id');
  if (error) throw thumbnailWriteError(error);
  if (data.length === 0) throw new Error('This thumbnail was deleted or you may not delete it');
}
