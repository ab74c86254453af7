import { Pie, PieChart, Tooltip } from 'recharts';
import type { ChartSlice } from './chart-series';

/** The drawing of a DonutChart (recharts): its own chunk, loaded when the donut comes into view. */
export function DonutChartPicture({
  slices,
  formatValue,
}: {
  slices: readonly ChartSlice[];
  formatValue: (value: number) => string;
}) {
  const data = slices.map((slice) => ({ name: slice.name, value: slice.value, fill: slice.color }));
  return (
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
  );
}
