/** A 32-bit FNV-1a hash of a string: the same text always gives the same seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A small seeded random source (mulberry32) with the helpers the research generators need. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** A whole number in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in a random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max, decimals = 1) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    pick: (items) => items[int(0, items.length - 1)],
    sample: (items, count) => {
      const pool = [...items];
      const chosen = [];
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return chosen;
    },
  };
}

/** A random source seeded by the normalised input (case and surrounding spaces do not matter). */
export function randomFor(...parts: string[]): SeededRandom {
  return seededRandom(hashString(parts.map((part) => part.trim().toLowerCase()).join('|')));
}
