/** One line or area of a chart: the data key it draws, its label and its colour. */
export interface ChartSeries<Key extends string = string> {
  key: Key;
  label: string;
  color: string;
}

/** One slice of a donut or one bar of a breakdown. */
export interface ChartSlice {
  name: string;
  value: number;
  color: string;
}
