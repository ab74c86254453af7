import { gunzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { gzipWithProgress } from './gzip-with-progress';

// jsdom's own Blob reads megabytes very slowly; the one a fetch Response makes is the engine's.
const engineBlob = (bytes: Uint8Array<ArrayBuffer>) => new Response(bytes).blob();
const gunzip = async (blob: Blob) => new Uint8Array(gunzipSync(new Uint8Array(await blob.arrayBuffer())));

describe('gzipWithProgress', () => {
  test('gives gzip of the same bytes, reporting each megabyte taken until the whole', async () => {
    const bytes = new Uint8Array(2_500_000).map((_, index) => (index * 7) % 251);
    const fractions: number[] = [];
    const gzipped = await gzipWithProgress(await engineBlob(bytes), (fraction) => fractions.push(fraction));

    expect(gzipped.type).toBe('application/gzip');
    // Buffer.equals: a deep toEqual over megabytes of elements takes seconds.
    expect(Buffer.from(await gunzip(gzipped)).equals(Buffer.from(bytes))).toBe(true);
    expect(fractions).toEqual([(1 << 20) / 2_500_000, (2 << 20) / 2_500_000, 1]);
  });

  test('an empty input is whole at once', async () => {
    const fractions: number[] = [];
    const gzipped = await gzipWithProgress(await engineBlob(new Uint8Array()), (fraction) =>
      fractions.push(fraction),
    );
    expect((await gunzip(gzipped)).length).toBe(0);
    expect(fractions).toEqual([1]);
  });
});
