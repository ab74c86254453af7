import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartSeries } from './chart-series';

export type TrendRow = { label: string } & Record<string, string | number>;

/** The drawing of a TrendChart (recharts): its own chunk, loaded when the chart comes into view. */
export function TrendChartPicture({
  data,
  series,
  variant,
  formatValue,
  formatAxis,
}: {
  data: readonly TrendRow[];
  series: readonly ChartSeries[];
  variant: 'line' | 'area';
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
}) {
  const tooltipFormatter = (value: unknown) =>
    typeof value === 'number' ? formatValue(value) : String(value);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} minTickGap={16} />
      <YAxis
        tick={{ fontSize: 12, fill: '#475569' }}
        tickLine={false}
        axisLine={false}
        width={48}
        tickFormatter={(value: number) => formatAxis(value)}
      />
      <Tooltip formatter={tooltipFormatter} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return variant === 'area' ? (
    <AreaChart
      responsive
      accessibilityLayer={false}
      data={[...data]}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      {axes}
      {series.map((item) => (
        <Area
          key={item.key}
          type="monotone"
          dataKey={item.key}
          name={item.label}
          stroke={item.color}
          fill={item.color}
          fillOpacity={0.15}
          strokeWidth={2}
          isAnimationActive={false}
        />
      ))}
    </AreaChart>
  ) : (
    <LineChart
      responsive
      accessibilityLayer={false}
      data={[...data]}
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
    >
      {axes}
      {series.map((item) => (
        <Line
          key={item.key}
          type="monotone"
          dataKey={item.key}
          name={item.label}
          stroke={item.color}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
