import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { datedFileName, downloadBlob, downloadJson, downloadText } from './download';

describe('download helpers', () => {
  const created: Blob[] = [];
  let click: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    created.length = 0;
    vi.useFakeTimers();
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:test';
      }),
      revokeObjectURL: vi.fn(),
    });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  test('downloadBlob clicks a hidden link named after the file, then removes it and frees the URL', () => {
    const blob = new Blob(['x'], { type: 'image/png' });
    downloadBlob(blob, 'thumb.png');
    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('thumb.png');
    expect(link.href).toBe('blob:test');
    expect(link.isConnected).toBe(false);
    expect(created[0]).toBe(blob);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });

  test('downloadText saves the text with its type', async () => {
    downloadText('a,b\n1,2', 'table.csv', 'text/csv');
    expect(created[0].type).toBe('text/csv');
    expect(await created[0].text()).toBe('a,b\n1,2');
  });

  test('downloadJson saves pretty-printed JSON, with a trailing newline when asked', async () => {
    downloadJson({ a: 1 }, 'a.json');
    downloadJson({ a: 1 }, 'b.json', { trailingNewline: true });
    expect(created[0].type).toBe('application/json');
    expect(await created[0].text()).toBe('{\n  "a": 1\n}');
    expect(await created[1].text()).toBe('{\n  "a": 1\n}\n');
  });
});

test('a dated file name carries the local date', () => {
  expect(datedFileName('creator-os-video', 'mp4', new Date(2026, 0, 5, 23, 30))).toBe(
    'creator-os-video-2026-01-05.mp4',
  );
});
