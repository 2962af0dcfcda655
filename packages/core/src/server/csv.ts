/**
 * The one CSV writer every export uses (finance, auction squads, ...). People type names and
 * notes, and spreadsheets run what looks like a formula, in every locale (issues 18, 35):
 * - a cell holding a separator (comma or semicolon, the list separator of many locales), a
 *   quote, a line break, or edge spaces is quoted;
 * - a text cell starting with = + - @, a tab or a carriage return (also after spaces) gets a
 *   leading apostrophe, so it is shown as text instead of evaluated;
 * - so does whatever follows a separator inside a cell: a spreadsheet whose list separator is
 *   the other one (Excel in a semicolon locale opening a comma file) splits the line there,
 *   ignoring the quotes, and would evaluate `x;=HYPERLINK(…)`'s second half as a cell.
 */
const FORMULA_START = /^(?:[=+\-@\t\r]|\s+[=+\-@])/;
const FORMULA_AFTER_SEPARATOR = /([,;])(?=\s*[=+\-@])/g;
const NEEDS_QUOTES = /[",;\n\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  // Numbers are the exporter's own (an amount of -5 stays a number); text is people's.
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return NEEDS_QUOTES.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

/**
 * A whole file: header and rows, CRLF line ends, and by default a byte-order mark so Excel
 * reads it as UTF-8 (names, ₹ in notes).
 */
export function toCsv(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>,
  options: { bom?: boolean } = {},
): string {
  const body = [csvLine(header), ...rows.map(csvLine)].join('\r\n') + '\r\n';
  return options.bom === false ? body : `\uFEFF${body}`;
}
