import type { PostgrestError } from '@supabase/supabase-js';
import { describe, expect, test } from 'vitest';
import { ThumbnailNameInput, layersFit } from './thumbnail-limits';
import { thumbnailWriteError } from './thumbnails-api';

const refusal = (code: string, message: string) =>
  ({ code, message, details: '', hint: '' }) as PostgrestError;

describe('thumbnail refusals', () => {
  test('the database’s refusals read as sentences, never as SQL', () => {
    const messages = [
      refusal('42501', 'new row violates row-level security policy for table "thumbnails"'),
      refusal('23514', 'new row for relation "thumbnails" violates check constraint "thumbnails_name_check"'),
      refusal(
        '23514',
        'new row for relation "thumbnails" violates check constraint "thumbnails_at_most_200_layers"',
      ),
      refusal('23514', 'violates check constraint "thumbnails_layers_at_most_2000000_bytes"'),
      refusal('08006', 'connection failure'),
    ].map((error) => thumbnailWriteError(error).message);
    expect(messages).toEqual([
      "Viewers can't change thumbnails in this workspace",
      'A thumbnail name is 1 to 120 characters',
      'This design is too large to save (200 layers and 2 MB at most)',
      'This design is too large to save (200 layers and 2 MB at most)',
      'The thumbnail could not be saved. Please try again.',
    ]);
  });

  test('a name is 1 to 120 characters after trimming', () => {
    expect(ThumbnailNameInput.safeParse({ name: '   ' }).error?.issues[0].message).toBe(
      'A thumbnail name is 1 to 120 characters',
    );
    expect(ThumbnailNameInput.safeParse({ name: ` ${'x'.repeat(120)} ` }).data?.name).toHaveLength(120);
    expect(ThumbnailNameInput.safeParse({ name: 'x'.repeat(121) }).success).toBe(false);
  });

  test('a layer list fits with at most 200 layers and 2,000,000 bytes of JSON', () => {
    expect(layersFit(Array.from({ length: 200 }, () => ({})))).toBe(true);
    expect(layersFit(Array.from({ length: 201 }, () => ({})))).toBe(false);
    // Bytes, not characters: "é" takes two.
    expect(layersFit(['é'.repeat(1_000_000)])).toBe(false);
    expect(layersFit(['e'.repeat(1_999_996)])).toBe(true);
  });
});
