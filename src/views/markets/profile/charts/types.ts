/** One data point of a profile chart (the dashboard's shape): `value` draws it, `text` is what a person reads. */
export interface ChartPoint {
  key: string;
  label: string;
  /** a shorter label for the axis ("03/15" for "03/15/2026") */
  tick?: string;
  value: number;
  text: string;
}

export interface ChartProps {
  /** names the chart for assistive technology */
  title: string;
  points: readonly ChartPoint[];
  /** tick text of the value axis */
  formatTick?: (value: number) => string;
}

export const WIDTH = 640;
export const HEIGHT = 220;
export const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
