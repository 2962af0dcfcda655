/**
 * @league/ui/charts: chart.js wrappers. Import this entry only with a dynamic import
 * (`lazy(() => import(...))` in admin, finance and registrations screens) so chart.js
 * stays out of public pages. Importing it registers the chart.js pieces once.
 */
export { AreaChart, BarChart, DoughnutChart, LineChart, PieChart } from './charts';
export type { BarChartProps, ChartDataset, ChartProps, PieChartProps } from './charts';
export { chartPalette, chartTheme, paletteColour, withAlpha } from './palette';
