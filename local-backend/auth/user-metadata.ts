import { badRequest } from './auth-error';

/**
 * Bounds on a user's metadata (`data` at sign-up and on PUT /user). The access token carries the
 * whole of it, as GoTrue's does, so these bounds are what keep every token small.
 */
export const MAX_USER_METADATA_BYTES = 4096;
/** Keys counted at every level of nesting. */
export const MAX_USER_METADATA_KEYS = 50;
/** The metadata object itself is level 1; each nested object or array adds one. */
export const MAX_USER_METADATA_DEPTH = 5;

type Metadata = Record<string, unknown>;

/** GoTrue's UpdateUserMetaData: keys are merged in, and a null value removes its key. */
export function mergeUserMetadata(current: Metadata, updates: Metadata): Metadata {
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) merged.delete(key);
    else merged.set(key, value);
  }
  // fromEntries defines own properties: a "__proto__" key stays a key.
  return Object.fromEntries(merged);
}

/**
 * Refuses metadata past the bounds with a 400 `validation_failed`. Depth and keys are walked
 * without recursion and stop at the first excess, so no input can exhaust the stack.
 */
export function assertUserMetadataWithinLimits(metadata: Metadata): void {
  let keys = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: metadata, depth: 1 }];
  while (pending.length > 0) {
    const { value, depth } = pending.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_USER_METADATA_DEPTH) {
      throw badRequest(
        'validation_failed',
        `User metadata cannot be nested more than ${MAX_USER_METADATA_DEPTH} levels deep`,
      );
    }
    const children = Array.isArray(value) ? value : Object.values(value);
    if (!Array.isArray(value)) keys += children.length;
    if (keys > MAX_USER_METADATA_KEYS) {
      throw badRequest(
        'validation_failed',
        `User metadata cannot have more than ${MAX_USER_METADATA_KEYS} keys`,
      );
    }
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  const bytes = new TextEncoder().encode(JSON.stringify(metadata)).length;
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw badRequest(
      'validation_failed',
      `User metadata cannot be larger than ${MAX_USER_METADATA_BYTES} bytes of JSON`,
    );
  }
}
