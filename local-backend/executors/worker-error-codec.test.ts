import { describe, expect, test } from 'vitest';
import { packSqlError, unpackSqlError } from './worker-error-codec';

describe('worker error codec', () => {
  test('a database error keeps its code, detail and hint across the worker boundary', () => {
    const original = Object.assign(new Error('permission denied for table profiles'), {
      code: '42501',
      detail: 'd',
      hint: 'h',
    });
    const packed = packSqlError(original) as Error;
    // What crosses the boundary is the message alone.
    const received = unpackSqlError(new Error(packed.message));
    expect(received).toMatchObject({
      message: 'permission denied for table profiles',
      code: '42501',
      detail: 'd',
      hint: 'h',
    });
  });

  test('other errors pass through untouched', () => {
    const plain = new Error('boom');
    expect(packSqlError(plain)).toBe(plain);
    expect(unpackSqlError(plain)).toBe(plain);
  });
});
