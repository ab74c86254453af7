// The dashboards' number rules: thousands separators; CTR, CPC and CPA to 2 decimals; large
// counts abbreviated with K and M to one decimal.

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1,234,567 */
export function formatNumber(value: number): string {
  return whole.format(value);
}

/** 950, 12.3K, 1.5M: a large count to one decimal. */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  if (size >= 1_000_000) return `${oneDecimal.format(value / 1_000_000)}M`;
  if (size >= 1_000) return `${oneDecimal.format(value / 1_000)}K`;
  return whole.format(value);
}

/** 3.46% (CTR and other rates given as percentages). */
export function formatPercent(value: number): string {
  return `${twoDecimals.format(value)}%`;
}

/** $1.27 (CPC, CPA). */
export function formatMoney(value: number): string {
  return usdCents.format(value);
}

/** $12,500 (budgets and spend in whole dollars). */
export function formatWholeMoney(value: number): string {
  return usd.format(value);
}

/** +12.5% or -3.1%: a change versus the previous period, to one decimal. */
export function formatChange(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '-' : ''}${oneDecimal.format(Math.abs(value))}%`;
}

/** Clicks over impressions as a percentage (0 when there were no impressions). */
export function clickThroughRate(clicks: number, impressions: number): number {
  return impressions > 0 ? (clicks / impressions) * 100 : 0;
}

/** Spend per unit (CPC = spend / clicks, CPA = spend / conversions); 0 when there were none. */
export function costPer(spend: number, count: number): number {
  return count > 0 ? spend / count : 0;
}
