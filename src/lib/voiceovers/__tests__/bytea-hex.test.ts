import { describe, expect, test } from 'vitest';
import { bytesFromByteaHex } from '../bytea-hex';

describe('bytesFromByteaHex', () => {
  test('reads every byte value from Postgres’ hex form, either case', () => {
    expect(bytesFromByteaHex('\\x52494646')).toEqual(new Uint8Array([0x52, 0x49, 0x46, 0x46]));
    expect(bytesFromByteaHex('\\x00ff7F80')).toEqual(new Uint8Array([0x00, 0xff, 0x7f, 0x80]));
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = `\\x${Array.from(all, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    expect(bytesFromByteaHex(hex)).toEqual(all);
  });

  test('an empty value is no bytes', () => {
    expect(bytesFromByteaHex('\\x')).toEqual(new Uint8Array());
  });

  test('anything that is not the hex form is refused', () => {
    for (const bad of ['52494646', '\\x5', '\\xzz', 'UklGRg==', '\\x52 49']) {
      expect(() => bytesFromByteaHex(bad), bad).toThrow('Not a bytea hex value');
    }
  });
});
