import { afterEach, describe, expect, test, vi } from 'vitest';
import { randomUuid } from './ids';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomUuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('uses crypto.randomUUID where the browser has it', () => {
    expect(randomUuid()).toMatch(V4);
  });

  test('still makes distinct v4 UUIDs outside a secure context (no crypto.randomUUID)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const a = randomUuid();
    const b = randomUuid();
    expect(a).toMatch(V4);
    expect(b).toMatch(V4);
    expect(a).not.toBe(b);
  });
});
