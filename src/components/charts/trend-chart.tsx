import { lazy, Suspense } from 'react';
import { ChartDataTable } from './chart-data-table';
import type { ChartSeries } from './chart-series';
import { RenderWhenVisible } from './render-when-visible';
import type { TrendRow } from './trend-chart-picture';

// The drawing code (recharts, the bulk of a chart screen's JavaScript) loads apart from the screen.
const TrendChartPicture = lazy(() =>
  import('./trend-chart-picture').then((m) => ({ default: m.TrendChartPicture })),
);

/**
 * A line (or filled area) chart over labelled points. The picture is hidden from screen readers,
 * which read the same figures from a visually hidden table instead. The chart box has a fixed
 * height and `min-w-0`, so it always has a size to measure (no zero-width warnings on phones), and
 * nothing moves when the drawing arrives: it is drawn once the box comes into view.
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
  data: readonly TrendRow[];
  series: readonly ChartSeries[];
  variant?: 'line' | 'area';
  formatValue?: (value: number) => string;
  formatAxis?: (value: number) => string;
  heightClass?: string;
  /** The hidden table's first column heading: what each point is (a date, a month, a time). */
  categoryLabel?: string;
}) {
  return (
    <figure className="min-w-0">
      <RenderWhenVisible className={`${heightClass} w-full min-w-0`} aria-hidden="true">
        <Suspense fallback={null}>
          <TrendChartPicture
            data={data}
            series={series}
            variant={variant}
            formatValue={formatValue}
            formatAxis={formatAxis}
          />
        </Suspense>
      </RenderWhenVisible>
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
