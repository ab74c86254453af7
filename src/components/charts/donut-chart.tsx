import { lazy, Suspense } from 'react';
import { ChartDataTable } from './chart-data-table';
import type { ChartSlice } from './chart-series';
import { RenderWhenVisible } from './render-when-visible';

const DonutChartPicture = lazy(() =>
  import('./donut-chart-picture').then((m) => ({ default: m.DonutChartPicture })),
);

/**
 * A donut of shares (given in percent) with a visible legend that carries the figures; the
 * picture itself is hidden from screen readers, which read the legend and a hidden table. Its box
 * has a fixed size: the drawing, made once it comes into view, moves nothing.
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
  return (
    // Side by side only where the card is wide enough for the legend (a container query).
    <div className="@container min-w-0">
      <figure className="flex min-w-0 flex-col items-center gap-4 @sm:flex-row">
        <RenderWhenVisible className="h-44 w-44 shrink-0" aria-hidden="true">
          <Suspense fallback={null}>
            <DonutChartPicture slices={slices} formatValue={formatValue} />
          </Suspense>
        </RenderWhenVisible>
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
