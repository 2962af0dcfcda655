import './register';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import type { ChartData, ChartOptions } from 'chart.js';
import { cx } from '../cx';
import { formatIndianNumber } from '../format';
import { chartTheme, paletteColour, withAlpha } from './palette';

export interface ChartDataset {
  label: string;
  data: number[];
  /** '#rrggbb'; defaults to the palette colour for the series' position. */
  color?: string;
}

export interface ChartProps {
  labels: string[];
  datasets: ChartDataset[];
  /** Pixel height of the wrapper; the chart fills it. Defaults to 280. */
  height?: number;
  /** What the chart shows, for screen readers ("Registrations per day, last 30 days"). */
  ariaLabel: string;
  /** Formats values on the value axis and in tooltips. Defaults to Indian digit grouping. */
  valueFormatter?: (n: number) => string;
  /** Show the legend; defaults to true with several series (always for pies). */
  legend?: boolean;
  className?: string;
}

export interface BarChartProps extends ChartProps {
  /** Bars run left to right (long category names such as email domains). */
  horizontal?: boolean;
  /** Stack the series on one bar per label. */
  stacked?: boolean;
}

export interface PieChartProps extends ChartProps {
  /** One colour per slice; defaults to the palette. */
  colors?: string[];
}

const DEFAULT_HEIGHT = 280;

// react-chartjs-2 gives the canvas role="img" with no name (an axe violation); the
// wrapper already is the named image, so hide the canvas itself.
const CANVAS_PROPS = { 'aria-hidden': true } as const;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function ChartFrame({
  height = DEFAULT_HEIGHT,
  ariaLabel,
  className,
  children,
}: {
  height?: number;
  ariaLabel: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  // The canvas is opaque to screen readers: the wrapper is one image with a description. It
  // holds the chart's height from the start; the chart is drawn once it is about to be seen.
  return (
    <div ref={ref} className={cx('ui-chart', className)} role="img" aria-label={ariaLabel} style={{ height }}>
      {near ? children : null}
    </div>
  );
}

/**
 * Whether the element is on screen or within a screen of it. Drawing a chart is one of the
 * longest pieces of work a dashboard does on a phone: one below the fold waits until it is
 * scrolled towards, instead of holding up the first screen (quality F2). Without an
 * IntersectionObserver (old browsers, tests) it is drawn at once.
 */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

function legendOptions(show: boolean) {
  return {
    display: show,
    position: 'bottom' as const,
    labels: { boxWidth: 12, boxHeight: 12, usePointStyle: true, color: chartTheme.text },
  };
}

function cartesianScales(format: (n: number) => string, valueAxis: 'x' | 'y', stacked = false) {
  const categoryAxis = valueAxis === 'x' ? 'y' : 'x';
  return {
    [categoryAxis]: {
      stacked,
      grid: { display: false },
      ticks: { color: chartTheme.text, autoSkip: true, maxRotation: 0 },
    },
    [valueAxis]: {
      stacked,
      beginAtZero: true,
      grid: { color: chartTheme.grid },
      border: { display: false },
      ticks: { color: chartTheme.text, precision: 0, callback: (v: string | number) => format(Number(v)) },
    },
  };
}

function useLineChart(props: ChartProps, fill: boolean) {
  const { labels, datasets, valueFormatter = formatIndianNumber, legend } = props;
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels,
      datasets: datasets.map((d, i) => {
        const colour = d.color ?? paletteColour(i);
        return {
          label: d.label,
          data: d.data,
          borderColor: colour,
          backgroundColor: fill ? withAlpha(colour, 0.18) : colour,
          pointBackgroundColor: colour,
          fill: fill ? 'origin' : false,
          // Monotone curves never overshoot below zero or past a peak (counts, money).
          cubicInterpolationMode: 'monotone' as const,
          borderWidth: 2,
          pointRadius: labels.length > 40 ? 0 : 2.5,
          pointHoverRadius: 5,
        };
      }),
    }),
    [labels, datasets, fill],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? false : undefined,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: legendOptions(legend ?? datasets.length > 1),
        tooltip: {
          callbacks: { label: (ctx) => `${ctx.dataset.label ?? ''}: ${valueFormatter(ctx.parsed.y ?? 0)}` },
        },
      },
      scales: cartesianScales(valueFormatter, 'y'),
    }),
    [valueFormatter, legend, datasets.length],
  );
  return { data, options };
}

/** Lines over categories (logins per hour, registrations per day). */
export function LineChart(props: ChartProps) {
  const { data, options } = useLineChart(props, false);
  return (
    <ChartFrame height={props.height} ariaLabel={props.ariaLabel} className={props.className}>
      <Line data={data} options={options} {...CANVAS_PROPS} />
    </ChartFrame>
  );
}

/** A line chart with the area under each line filled (timelines, funds vs expenses). */
export function AreaChart(props: ChartProps) {
  const { data, options } = useLineChart(props, true);
  return (
    <ChartFrame height={props.height} ariaLabel={props.ariaLabel} className={props.className}>
      <Line data={data} options={options} {...CANVAS_PROPS} />
    </ChartFrame>
  );
}

/** Bars per category; `horizontal` for long labels, `stacked` to stack series. */
export function BarChart(props: BarChartProps) {
  const { labels, datasets, valueFormatter = formatIndianNumber, legend, horizontal, stacked } = props;
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels,
      datasets: datasets.map((d, i) => {
        const colour = d.color ?? paletteColour(i);
        return { label: d.label, data: d.data, backgroundColor: colour, borderRadius: 6, maxBarThickness: 40 };
      }),
    }),
    [labels, datasets],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? false : undefined,
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        legend: legendOptions(legend ?? datasets.length > 1),
        tooltip: {
          callbacks: {
            label: (ctx) => `${ctx.dataset.label ?? ''}: ${valueFormatter((horizontal ? ctx.parsed.x : ctx.parsed.y) ?? 0)}`,
          },
        },
      },
      scales: cartesianScales(valueFormatter, horizontal ? 'x' : 'y', stacked),
    }),
    [valueFormatter, legend, datasets.length, horizontal, stacked],
  );
  return (
    <ChartFrame height={props.height} ariaLabel={props.ariaLabel} className={props.className}>
      <Bar data={data} options={options} {...CANVAS_PROPS} />
    </ChartFrame>
  );
}

function useArcChart(props: PieChartProps, cutout?: string) {
  const { labels, datasets, valueFormatter = formatIndianNumber, legend = true, colors } = props;
  const data = useMemo<ChartData<'pie' | 'doughnut'>>(
    () => ({
      labels,
      datasets: datasets.map((d) => ({
        label: d.label,
        data: d.data,
        backgroundColor: labels.map((_, i) => colors?.[i] ?? paletteColour(i)),
        borderColor: '#ffffff',
        borderWidth: 2,
        hoverOffset: 6,
      })),
    }),
    [labels, datasets, colors],
  );
  const options = useMemo(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: prefersReducedMotion() ? (false as const) : undefined,
      cutout,
      plugins: {
        legend: legendOptions(legend),
        tooltip: {
          callbacks: {
            label: (ctx: { label: string; parsed: number }) => `${ctx.label}: ${valueFormatter(ctx.parsed)}`,
          },
        },
      },
    }),
    [valueFormatter, legend, cutout],
  );
  return { data, options };
}

/** Share of a whole (participation, fund sources). Uses the first dataset. */
export function PieChart(props: PieChartProps) {
  const { data, options } = useArcChart(props);
  return (
    <ChartFrame height={props.height} ariaLabel={props.ariaLabel} className={props.className}>
      <Pie data={data as ChartData<'pie'>} options={options as ChartOptions<'pie'>} {...CANVAS_PROPS} />
    </ChartFrame>
  );
}

/** A pie with a hole (role distribution, dismissals mix). */
export function DoughnutChart(props: PieChartProps) {
  const { data, options } = useArcChart(props, '62%');
  return (
    <ChartFrame height={props.height} ariaLabel={props.ariaLabel} className={props.className}>
      <Doughnut data={data as ChartData<'doughnut'>} options={options as ChartOptions<'doughnut'>} {...CANVAS_PROPS} />
    </ChartFrame>
  );
}
