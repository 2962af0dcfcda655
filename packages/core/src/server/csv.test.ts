/** Issue 18: spreadsheet cells are safe in every locale. */
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('quotes a cell holding a comma or a semicolon (the separator of many locales)', () => {
    expect(csvCell('Smith, J')).toBe('"Smith, J"');
    expect(csvCell('x; y')).toBe('"x; y"');
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

  it('neutralises a formula character after a separator anywhere in a cell (issue 35)', () => {
    // Quoted alone before: Excel in a semicolon locale splits a comma file's line at the `;`
    // whatever the quotes, and the second half became a formula cell of its own.
    expect(csvCell('x;=HYPERLINK("http://evil.example","click")')).toBe(`"x;'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('a, +91 98765')).toBe(`"a,' +91 98765"`);
    expect(csvCell('Paid;-5;@x,=y')).toBe(`"Paid;'-5;'@x,'=y"`);
    expect(csvCell('=a;=b')).toBe(`"'=a;'=b"`);
    expect(csvCell('Smith, J')).toBe('"Smith, J"');
  });

  it('gives no field that starts a formula, whichever separator a spreadsheet splits at', () => {
    const nasty = ['x;=1+1', 'y,+2', 'z ; @SUM(A1)', '-3', 'w,\t=1', 'ok', 'a;b', '"q";=2'];
    const file = toCsv(['A', 'B'], [nasty.slice(0, 4), nasty.slice(4)]);
    for (const line of file.replace(/^\uFEFF/, '').split('\r\n')) {
      for (const separator of [',', ';']) {
        for (const field of line.split(separator)) {
          const start = field.replace(/^[\s"]+/, '');
          expect(start, `${JSON.stringify(field)} split at ${separator}`).not.toMatch(/^[=+\-@]/);
        }
      }
    }
  });

  it('writes a file with a byte-order mark and CRLF line ends', () => {
    expect(toCsv(['A', 'B'], [['x;y', 1]])).toBe('\uFEFFA,B\r\n"x;y",1\r\n');
    expect(toCsv(['A'], [], { bom: false })).toBe('A\r\n');
  });
});
