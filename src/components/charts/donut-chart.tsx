import { Pie, PieChart, Tooltip } from 'recharts';
import { ChartDataTable } from './chart-data-table';
import type { ChartSlice } from './chart-series';

/**
 * A donut of shares (given in percent) with a visible legend that carries the figures; the
 * picture itself is hidden from screen readers, which read the legend and a hidden table.
 */
export function DonutChart({
  title,
  slices,
  formatValue = (value) => `${value}%`,
}: {
  title: string;
  slices: readonly ChartSlice[];
  formatValue?: (value: number) => string;
}) {
  const data = slices.map((slice) => ({ name: slice.name, value: slice.value, fill: slice.color }));
  return (
    // Side by side only where the card is wide enough for the legend (a container query).
    <div className="@container min-w-0">
      <figure className="flex min-w-0 flex-col items-center gap-4 @sm:flex-row">
        <div className="h-44 w-44 shrink-0" aria-hidden="true">
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              innerRadius="58%"
              outerRadius="95%"
              paddingAngle={1}
              rootTabIndex={-1}
              isAnimationActive={false}
            />
            <Tooltip
              formatter={(value: unknown) => (typeof value === 'number' ? formatValue(value) : String(value))}
            />
          </PieChart>
        </div>
        <ul className="w-full max-w-xs min-w-0 space-y-2 text-sm" aria-hidden="true">
          {slices.map((slice) => (
            <li key={slice.name} className="flex items-center gap-2">
              <span className="size-3 shrink-0 rounded-full" style={{ backgroundColor: slice.color }} />
              <span className="min-w-0 flex-1 truncate text-slate-700">{slice.name}</span>
              <span className="font-semibold text-slate-900">{formatValue(slice.value)}</span>
            </li>
          ))}
        </ul>
        <ChartDataTable
          caption={title}
          columns={['Group', 'Share']}
          rows={slices.map((slice) => [slice.name, formatValue(slice.value)])}
        />
      </figure>
    </div>
  );
}
