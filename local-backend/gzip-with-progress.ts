// Slices of this size go into the compressor one at a time, each one reported.
const SLICE_BYTES = 1 << 20;

/**
 * Gzips `data` slice by slice, telling `onFraction` how much of it has gone in (0 to 1), so a
 * large backup can show how far along it is. PGlite's own `dumpDataDir('gzip')` compresses in one
 * step with nothing to report; the result here is the same gzip format its `loadDataDir` reads.
 */
export async function gzipWithProgress(data: Blob, onFraction?: (fraction: number) => void): Promise<Blob> {
  const gzip = new CompressionStream('gzip');
  const gzipped = new Response(gzip.readable).arrayBuffer();
  const writer = gzip.writable.getWriter();
  for (let start = 0; start < data.size; start += SLICE_BYTES) {
    const end = Math.min(start + SLICE_BYTES, data.size);
    await writer.write(new Uint8Array(await data.slice(start, end).arrayBuffer()));
    onFraction?.(end / data.size);
  }
  if (data.size === 0) onFraction?.(1);
  await writer.close();
  return new Blob([await gzipped], { type: 'application/gzip' });
}
