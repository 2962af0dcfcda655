/** Issue 18: spreadsheet cells are safe in every locale. */
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes a cell holding a comma or a semicolon (the separator of many locales)', () => {
    expect(csvCell('Smith, J')).toBe('"Smith, J"');
    // Exported as is before: in a semicolon locale the formula became a cell of its own.
    expect(csvCell('x;=HYPERLINK("http://evil.example","click")')).toBe('"x;=HYPERLINK(""http://evil.example"",""click"")"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises a formula character at the start of any text cell', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+91 98765')).toBe("'+91 98765");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell('  =1')).toBe("'  =1");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Plain name')).toBe('Plain name');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });

  it('writes a file with a byte-order mark and CRLF line ends', () => {
    expect(toCsv(['A', 'B'], [['x;y', 1]])).toBe('\uFEFFA,B\r\n"x;y",1\r\n');
    expect(toCsv(['A'], [], { bom: false })).toBe('A\r\n');
  });
});
