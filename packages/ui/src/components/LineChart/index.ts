// `@brightlane/ui/line-chart`, on purpose not in the package's main index: Recharts is about
// 100 KB gzipped, so only a page that draws a chart should load it (its own lazy chunk).
export { LineChart, lineChartDashes, lineChartTones } from './LineChart.tsx';
export type { LineChartPoint, LineChartProps, LineChartSeries } from './LineChart.tsx';
