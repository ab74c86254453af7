import { z } from 'zod';
import type { Json } from '@/lib/database.types';
import { FONTS, type FontId, type Layer } from './layer-model';

// A design as the `thumbnails` row keeps it: the layer list as it is, so the reopened design
// draws exactly what was saved. Images are already data URLs (read from the user's file, never
// uploaded), so their pixels travel inside the JSON. What comes back is checked: a row written by
// hand or by an older designer must not break the canvas.

export const DESIGN_NOT_OPENED_MESSAGE = 'This design could not be opened';

const FONT_IDS = FONTS.map((font) => font.value) as [FontId, ...FontId[]];

const base = { id: z.string().min(1), name: z.string(), visible: z.boolean() };
const coordinate = z.number();
const color = z.string().min(1);

const BackgroundLayer = z.object({ kind: z.literal('background'), ...base, from: color, to: color });

const TextLayer = z.object({
  kind: z.literal('text'),
  ...base,
  text: z.string(),
  font: z.enum(FONT_IDS),
  size: z.number().positive(),
  color,
  weight: z.enum(['normal', 'bold', 'black']),
  align: z.enum(['left', 'center', 'right']),
  x: coordinate,
  y: coordinate,
  stroke: z.object({ enabled: z.boolean(), color, width: z.number().nonnegative() }),
  shadow: z.boolean(),
});

const ShapeLayer = z.object({
  kind: z.literal('shape'),
  ...base,
  shape: z.enum(['rect', 'circle']),
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
  color,
  opacity: z.number().min(0).max(1),
});

const ImageLayer = z.object({
  kind: z.literal('image'),
  ...base,
  // Only an image carried in the JSON itself reopens anywhere; an object URL dies with its tab.
  src: z.string().startsWith('data:image/'),
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
});

const SavedLayers = z
  .array(z.discriminatedUnion('kind', [BackgroundLayer, TextLayer, ShapeLayer, ImageLayer]))
  .min(1)
  .refine((layers) => new Set(layers.map((layer) => layer.id)).size === layers.length);

/** The layer list as the row's `layers` JSON (plain data: a deep copy, nothing shared with the editor). */
export function serializeDesign(layers: readonly Layer[]): Json[] {
  return JSON.parse(JSON.stringify(layers)) as Json[];
}

/** The layer list back from a row's JSON; anything the designer cannot draw is refused as a whole. */
export function parseSavedDesign(json: unknown): Layer[] {
  const parsed = SavedLayers.safeParse(json);
  if (!parsed.success) throw new Error(DESIGN_NOT_OPENED_MESSAGE);
  return parsed.data satisfies Layer[];
}
