import { describe, expect, it } from 'vitest';
import {
  clickThroughRate,
  costPer,
  formatChange,
  formatCompact,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWholeMoney,
} from './metrics';

describe('dashboard number formats', () => {
  it('puts thousands separators in counts', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(999)).toBe('999');
  });

  it('abbreviates large counts with K and M to one decimal', () => {
    expect(formatCompact(950)).toBe('950');
    expect(formatCompact(1000)).toBe('1.0K');
    expect(formatCompact(12_345)).toBe('12.3K');
    expect(formatCompact(1_500_000)).toBe('1.5M');
    expect(formatCompact(2_847_392)).toBe('2.8M');
  });

  it('shows rates and costs to 2 decimals', () => {
    expect(formatPercent(3.456)).toBe('3.46%');
    expect(formatPercent(2)).toBe('2.00%');
    expect(formatMoney(1.2)).toBe('$1.20');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatWholeMoney(12500)).toBe('$12,500');
  });

  it('signs changes', () => {
    expect(formatChange(12.46)).toBe('+12.5%');
    expect(formatChange(-3.1)).toBe('-3.1%');
    expect(formatChange(0)).toBe('0.0%');
  });

  it('derives CTR, CPC and CPA from the raw counts', () => {
    expect(clickThroughRate(350, 10_000)).toBeCloseTo(3.5);
    expect(clickThroughRate(5, 0)).toBe(0);
    expect(costPer(100, 40)).toBe(2.5);
    expect(costPer(100, 0)).toBe(0);
  });
});
