/**
 * The dashboard's charts, loaded on demand: chart.js (through @league/ui/charts) lives in
 * its own chunk, requested only once an admin opens the dashboard (quality F1).
 */
import { lazy } from 'react';

const load = () => import('./charts');

export const LazyChartsPanel = lazy(() => load().then((m) => ({ default: m.ChartsPanel })));
export const LazyLoginsChart = lazy(() => load().then((m) => ({ default: m.LoginsChart })));
