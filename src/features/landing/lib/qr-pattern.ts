/** Modules per side of the decorative code: the size of a real version-2 QR code. */
export const QR_SIZE = 25;

function inFinder(x: number, y: number, left: number, top: number): boolean | null {
  const dx = x - left;
  const dy = y - top;
  if (dx < -1 || dy < -1 || dx > 7 || dy > 7) return null;
  if (dx === -1 || dy === -1 || dx === 7 || dy === 7) return false; // the light separator
  const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
  return ring !== 2; // dark outer ring, light gap, dark 3×3 centre
}

/**
 * A QR-looking grid of dark (true) and light modules: the three finder squares, the timing lines,
 * one alignment square, and a fixed pseudo-random fill (the same on every render). It encodes nothing.
 */
export function qrModules(seed = 0x2f6b1d): boolean[][] {
  const last = QR_SIZE - 7;
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state >>> 31 === 1;
  };
  return Array.from({ length: QR_SIZE }, (_, y) =>
    Array.from({ length: QR_SIZE }, (_, x) => {
      const finder = inFinder(x, y, 0, 0) ?? inFinder(x, y, last, 0) ?? inFinder(x, y, 0, last);
      if (finder !== null) return finder;
      if (y === 6 || x === 6) return (x + y) % 2 === 0;
      const ax = Math.abs(x - 18);
      const ay = Math.abs(y - 18);
      if (ax <= 2 && ay <= 2) return Math.max(ax, ay) !== 1;
      return next();
    }),
  );
}

/** The dark modules as one SVG path, a rectangle per horizontal run. */
export function qrPath(modules: boolean[][]): string {
  let d = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      d += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return d;
}
