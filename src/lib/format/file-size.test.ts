import { expect, test } from 'vitest';
import { formatFileSize } from './file-size';

test('byte counts read as people say them', () => {
  expect(formatFileSize(0)).toBe('0 bytes');
  expect(formatFileSize(1)).toBe('1 byte');
  expect(formatFileSize(812)).toBe('812 bytes');
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB');
  expect(formatFileSize(38 * 1024 ** 3)).toBe('38 GB');
});
