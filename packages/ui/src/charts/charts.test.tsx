import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// chart.js cannot draw in happy-dom: replace the canvas components with stubs that
// expose what they were given.
vi.mock('react-chartjs-2', () => {
  const stub =
    (kind: string) =>
    ({ data, options }: { data: { labels: string[]; datasets: { label: string; backgroundColor: unknown }[] }; options: Record<string, unknown> }) => (
      <div
        data-testid={kind}
        data-labels={JSON.stringify(data.labels)}
        data-series={JSON.stringify(data.datasets.map((d) => d.label))}
        data-colours={JSON.stringify(data.datasets.map((d) => d.backgroundColor))}
        data-index-axis={String(options.indexAxis ?? '')}
      />
    );
  return { Line: stub('line'), Bar: stub('bar'), Pie: stub('pie'), Doughnut: stub('doughnut') };
});

const { AreaChart, BarChart, DoughnutChart, LineChart, PieChart, chartPalette } = await import('./index');

/** An IntersectionObserver whose targets come into view when the test says (at once by default). */
let inView = true;
const watching: Array<{ callback: IntersectionObserverCallback; target: Element }> = [];
class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    if (inView) this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
    else watching.push({ callback: this.callback, target });
  }
  disconnect() {}
}
beforeEach(() => {
  inView = true;
  watching.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('charts', () => {
  it('holds its height at once and draws the chart only when it nears the screen', () => {
    inView = false;
    render(<BarChart ariaLabel="Sign-ups per role" labels={['Batter']} datasets={[{ label: 'Sign-ups', data: [3] }]} height={240} />);
    expect(screen.getByRole('img', { name: 'Sign-ups per role' })).toHaveStyle({ height: '240px' });
    expect(screen.queryByTestId('bar')).toBeNull();
    act(() => {
      for (const { callback, target } of watching) callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
    expect(screen.getByTestId('bar')).toHaveAttribute('data-labels', '["Batter"]');
  });

  it('passes labels and series through and wraps the canvas in a labelled image', () => {
    render(<LineChart ariaLabel="Logins per hour" labels={['10:00', '11:00']} datasets={[{ label: 'Logins', data: [1, 3] }]} height={200} />);
    const frame = screen.getByRole('img', { name: 'Logins per hour' });
    expect(frame).toHaveStyle({ height: '200px' });
    const chart = screen.getByTestId('line');
    expect(chart).toHaveAttribute('data-labels', '["10:00","11:00"]');
    expect(chart).toHaveAttribute('data-series', '["Logins"]');
  });

  it('fills areas, honours colours and lays bars sideways when asked', () => {
    render(
      <>
        <AreaChart ariaLabel="Funds" labels={['a']} datasets={[{ label: 'Player', data: [1], color: '#112233' }]} />
        <BarChart ariaLabel="Domains" horizontal labels={['gmail.com']} datasets={[{ label: 'Count', data: [4] }]} />
      </>,
    );
    expect(screen.getByTestId('line')).toHaveAttribute('data-colours', '["rgba(17, 34, 51, 0.18)"]');
    expect(screen.getByTestId('bar')).toHaveAttribute('data-index-axis', 'y');
    expect(screen.getByTestId('bar')).toHaveAttribute('data-colours', JSON.stringify([chartPalette[0]]));
  });

  it('colours pie and doughnut slices from the palette', () => {
    render(
      <>
        <PieChart ariaLabel="Fund sources" labels={['Players', 'Sponsors']} datasets={[{ label: 'Funds', data: [5, 2] }]} />
        <DoughnutChart ariaLabel="Roles" labels={['Batter']} datasets={[{ label: 'Roles', data: [3] }]} />
      </>,
    );
    expect(screen.getByTestId('pie')).toHaveAttribute('data-colours', JSON.stringify([[chartPalette[0], chartPalette[1]]]));
    expect(screen.getByRole('img', { name: 'Roles' })).toContainElement(screen.getByTestId('doughnut'));
  });
});
