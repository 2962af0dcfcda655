/**
 * Chart colours, the same values as the --color-chart-* tokens in styles/tokens.css
 * (chart.js draws on a canvas and cannot read CSS variables cheaply). Ordered so
 * neighbouring series differ in hue and lightness; all reach 3:1 against white.
 */
export const chartPalette = [
  '#1f7a4a', // pitch green
  '#d97706', // ball-seam amber
  '#2563eb', // blue
  '#be123c', // rose
  '#7c3aed', // violet
  '#0e7490', // teal
  '#65a30d', // lime
  '#475569', // slate
] as const;

/** Grid, tick and text colours matching the page tokens. */
export const chartTheme = {
  text: '#55605a',
  grid: '#e2ded2',
  font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Palette colour for series `index`, wrapping around. */
export function paletteColour(index: number): string {
  return chartPalette[index % chartPalette.length] ?? chartPalette[0];
}

/** '#rrggbb' plus alpha as an rgba() string (area fills, pie borders). */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return hex;
  const n = Number.parseInt(match[1], 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}
