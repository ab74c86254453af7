import { PROVIDER_PRIORITY_STORAGE_KEY, readProviderPriority } from '@/services/video/own-key-video-service';

/** The real video providers the user can order; the mock always comes after them. */
export const REAL_VIDEO_PROVIDERS = ['wavespeed', 'pika', 'replicate'] as const;
export type RealVideoProvider = (typeof REAL_VIDEO_PROVIDERS)[number];

/**
 * The default order and labels (docs/product-rules.md#provider-keys): 1 Wavespeed (10-20 s),
 * 2 Pika, 3 Replicate, then the mock.
 */
export const VIDEO_PROVIDER_INFO: Readonly<Record<RealVideoProvider, { label: string; detail: string }>> = {
  wavespeed: { label: 'Wavespeed', detail: 'Fast, 10-20 s' },
  pika: { label: 'Pika', detail: 'Premium quality' },
  replicate: { label: 'Replicate', detail: 'Standard quality' },
};

const isReal = (name: string): name is RealVideoProvider =>
  (REAL_VIDEO_PROVIDERS as readonly string[]).includes(name);

/** The stored order of the three real providers; ones it leaves out follow in the default order. */
export function readRealProviderOrder(storage?: Pick<Storage, 'getItem'> | null): RealVideoProvider[] {
  const order: RealVideoProvider[] = [];
  const stored = storage === undefined ? readProviderPriority() : readProviderPriority(storage);
  for (const raw of [...stored, ...REAL_VIDEO_PROVIDERS]) {
    const name = raw.trim().toLowerCase();
    if (isReal(name) && !order.includes(name)) order.push(name);
  }
  return order;
}

/**
 * Stores the order where the own-key video service reads it: a JSON list of provider names,
 * the mock last (it is always on).
 */
export function writeProviderPriority(order: readonly RealVideoProvider[]): void {
  localStorage.setItem(PROVIDER_PRIORITY_STORAGE_KEY, JSON.stringify([...order, 'mock']));
}

/** The order with the provider at `index` moved one place up (-1) or down (+1). */
export function moveProvider(
  order: readonly RealVideoProvider[],
  index: number,
  by: -1 | 1,
): RealVideoProvider[] {
  const to = index + by;
  if (index < 0 || index >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
