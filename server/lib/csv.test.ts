import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv';

describe('csvCell (OWASP CSV injection)', () => {
  it.each([
    ['a,b', '"a,b"'],
    // Excel in a Vietnamese or European locale splits on ';': unquoted, the text after it is a cell of its own.
    ['a;=HYPERLINK("http://x")', '"a;=HYPERLINK(""http://x"")"'],
    ['Dầu; lọc gió', '"Dầu; lọc gió"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['plain', 'plain'],
  ])('quotes %j when it holds a separator, a quote or a line break', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each(['=1+1', '+84912345678', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('keeps %j as text, never a formula', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });

  it('quotes a neutralised cell that also holds a separator', () => {
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(csvCell('-1,5')).toBe(`"'-1,5"`);
  });

  it('writes numbers as they are and ends a record with CR LF', () => {
    expect(csvRecord(['x;y', -3, 'z'])).toBe('"x;y",-3,z\r\n');
  });
});
