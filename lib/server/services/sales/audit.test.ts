import { csvCell } from './audit';

describe("the audit CSV's cells", () => {
  it('quotes every cell and doubles a quote inside', () => {
    expect(csvCell('張家豪')).toBe('"張家豪"');
    expect(csvCell('他說 "好"')).toBe('"他說 ""好"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('defuses a cell a spreadsheet would run as a formula', () => {
    for (const formula of ['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\t=1'])
      expect(csvCell(formula)).toMatch(/^"'/);
    expect(csvCell({ note: '=1+1' })).toBe('"{""note"":""=1+1""}"');
  });
});
