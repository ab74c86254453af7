import { Area, AreaChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartDataTable } from './chart-data-table';
import type { ChartSeries } from './chart-series';

type Row = { label: string } & Record<string, string | number>;

/**
 * A line (or filled area) chart over labelled points. The picture is hidden from screen readers,
 * which read the same figures from a visually hidden table instead. The chart box has a fixed
 * height and `min-w-0`, so it always has a size to measure (no zero-width warnings on phones).
 */
export function TrendChart({
  title,
  data,
  series,
  variant = 'line',
  formatValue = (value) => String(value),
  formatAxis = formatValue,
  heightClass = 'h-64',
  categoryLabel = 'Date',
}: {
  /** Names the chart (the hidden table's caption). */
  title: string;
  data: readonly Row[];
  series: readonly ChartSeries[];
  variant?: 'line' | 'area';
  formatValue?: (value: number) => string;
  formatAxis?: (value: number) => string;
  heightClass?: string;
  /** The hidden table's first column heading: what each point is (a date, a month, a time). */
  categoryLabel?: string;
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
  return (
    <figure className="min-w-0">
      <div className={`${heightClass} w-full min-w-0`} aria-hidden="true">
        {variant === 'area' ? (
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
        )}
      </div>
      <ChartDataTable
        caption={title}
        columns={[categoryLabel, ...series.map((item) => item.label)]}
        rows={data.map((row) => [
          row.label,
          ...series.map((item) => {
            const value = row[item.key];
            return typeof value === 'number' ? formatValue(value) : value;
          }),
        ])}
      />
    </figure>
  );
}
