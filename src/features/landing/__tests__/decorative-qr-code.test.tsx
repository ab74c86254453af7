import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { DecorativeQrCode } from '../components/decorative-qr-code';
import { QR_SIZE, qrModules, qrPath } from '../lib/qr-pattern';

/** The 7×7 finder square: dark border, light ring, dark 3×3 centre. */
function isFinderAt(modules: boolean[][], left: number, top: number): boolean {
  for (let dy = 0; dy < 7; dy++) {
    for (let dx = 0; dx < 7; dx++) {
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      if (modules[top + dy][left + dx] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('decorative QR code', () => {
  test('a fixed 25×25 pattern with the three finder squares', () => {
    const modules = qrModules();
    expect(modules).toHaveLength(QR_SIZE);
    expect(modules.every((row) => row.length === QR_SIZE)).toBe(true);
    expect(qrModules()).toEqual(modules);
    expect(isFinderAt(modules, 0, 0)).toBe(true);
    expect(isFinderAt(modules, QR_SIZE - 7, 0)).toBe(true);
    expect(isFinderAt(modules, 0, QR_SIZE - 7)).toBe(true);
    expect(isFinderAt(modules, QR_SIZE - 7, QR_SIZE - 7)).toBe(false);
    const dark = modules.flat().filter(Boolean).length;
    expect(dark / QR_SIZE ** 2).toBeGreaterThan(0.35);
    expect(dark / QR_SIZE ** 2).toBeLessThan(0.65);
  });

  test('one rectangle per horizontal run of dark modules', () => {
    expect(qrPath([[true, true, false, true]])).toBe('M0 0h2v1h-2zM3 0h1v1h-1z');
  });

  test('is hidden from assistive technology', () => {
    render(<DecorativeQrCode />);
    const svg = screen.getByTestId('decorative-qr-code');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h7v1h-7z/);
  });
});
