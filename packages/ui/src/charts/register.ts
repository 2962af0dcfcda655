import { ArcElement, BarElement, CategoryScale, Chart, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip } from 'chart.js';
import { chartTheme } from './palette';

// Register only the pieces our five charts use (tree-shaking keeps the rest out), once,
// when this module is first evaluated: it is only reached through a dynamic import of
// '@league/ui/charts', so chart.js never lands in public pages' chunks.
Chart.register(ArcElement, BarElement, CategoryScale, Filler, Legend, LinearScale, LineElement, PointElement, Tooltip);

Chart.defaults.font.family = chartTheme.font;
Chart.defaults.color = chartTheme.text;
