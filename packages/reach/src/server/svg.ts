/**
 * A share card as an SVG: 1200x630, drawn with the system's fonts so that any script the
 * fonts cover (Devanagari with a Noto font installed) is shaped by the rasteriser (sharp's
 * librsvg with Pango), which satori cannot do. Text is escaped; nothing in a card is markup.
 */
import { escapeHtml } from '@league/core/server';

const CARD_WIDTH = 1200;
const CARD_HEIGHT = 630;

export interface CardColumn {
  /** Left edge (start) or right edge (end) of the column, in pixels. */
  x: number;
  anchor: 'start' | 'end';
}

export interface CardRow {
  cells: string[];
  strong?: boolean;
}

export interface CardPicture {
  /** Small line above the heading: the league, "LIVE", "Points table". */
  eyebrow: string;
  heading: string;
  /** One line under the heading (a result, a start time). */
  subheading?: string;
  columns?: CardColumn[];
  rows: CardRow[];
  /** Bottom line: where the page is (the site's host). */
  footer: string;
  /** Marks the card red-hot: a live match. */
  live?: boolean;
}

const FONT = "'Noto Sans', 'Noto Sans Devanagari', 'DejaVu Sans', 'Liberation Sans', sans-serif";

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The text's user-perceived characters: a Devanagari syllable with its vowel signs is one. */
function charsOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (s) => s.segment);
}

/** Cuts a line to about `max` characters (a rough width: the fonts are proportional), never inside one. */
export function clip(text: string, max: number): string {
  const chars = charsOf(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** Splits a heading into at most two lines at word breaks. */
function wrap(text: string, max: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (charsOf(next).length > max && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  return [lines[0]!, clip(lines.slice(1).join(' '), max)];
}

const DEFAULT_COLUMNS: CardColumn[] = [
  { x: 80, anchor: 'start' },
  { x: 1120, anchor: 'end' },
];

export function cardSvg(card: CardPicture): string {
  const heading = wrap(card.heading, 26);
  const headingSize = heading.length > 1 ? 56 : 64;
  const parts: string[] = [];
  const text = (x: number, y: number, size: number, content: string, extra = '') =>
    parts.push(`<text x="${x}" y="${y}" font-size="${size}" ${extra}>${escapeHtml(content)}</text>`);

  parts.push(
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="#0f3d24"/>`,
    `<rect width="${CARD_WIDTH}" height="12" fill="${card.live ? '#dc2626' : '#f59e0b'}"/>`,
    // A ball in the corner, seam and all: the site's mark.
    `<circle cx="1130" cy="70" r="110" fill="#14532d"/>`,
    `<circle cx="1120" cy="80" r="40" fill="#b91c1c"/>`,
    `<path d="M1097 56c12 8 12 40 0 48M1143 56c-12 8-12 40 0 48" stroke="#fef3c7" stroke-width="3" fill="none" stroke-dasharray="4 4"/>`,
  );
  text(80, 92, 28, card.eyebrow.toUpperCase(), `fill="${card.live ? '#fca5a5' : '#fcd34d'}" font-weight="700" letter-spacing="3"`);
  let y = 92 + 24 + headingSize;
  for (const line of heading) {
    text(80, y, headingSize, line, 'fill="#ffffff" font-weight="700"');
    y += headingSize + 10;
  }
  // A subheading alone (a page's description) may take two lines; above a table, one.
  const sub = card.subheading ? (card.rows.length ? [clip(card.subheading, 58)] : wrap(card.subheading, 56)) : [];
  for (const line of sub) {
    text(80, y + 4, 34, line, 'fill="#bbf7d0"');
    y += 48;
  }
  if (sub.length) y += 6;
  const columns = card.columns ?? DEFAULT_COLUMNS;
  const rowHeight = card.rows.length > 6 ? 42 : 52;
  const rowSize = card.rows.length > 6 ? 28 : 32;
  y += 24;
  for (const row of card.rows) {
    if (y > CARD_HEIGHT - 80) break;
    row.cells.forEach((cell, i) => {
      const column = columns[i] ?? columns[columns.length - 1]!;
      // A lone cell has the row to itself; a first column leaves room for the others.
      const room = row.cells.length === 1 ? 60 : i === 0 ? 38 : 18;
      text(
        column.x,
        y,
        rowSize,
        clip(cell, room),
        `fill="${row.strong ? '#ffffff' : '#dcfce7'}" text-anchor="${column.anchor}"${row.strong ? ' font-weight="700"' : ''}`,
      );
    });
    y += rowHeight;
  }
  parts.push(`<rect y="${CARD_HEIGHT - 64}" width="${CARD_WIDTH}" height="64" fill="#0a2e1b"/>`);
  text(80, CARD_HEIGHT - 22, 26, card.footer, 'fill="#86efac"');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}" font-family="${FONT}">${parts.join('')}</svg>`;
}
