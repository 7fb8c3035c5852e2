import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  type Row = { name: string | null; price?: number | null };
  const columns = [
    { header: 'Name', value: (r: Row) => r.name },
    { header: 'Price', value: (r: Row) => r.price },
  ];
  it('writes a header row and one row per item', () => {
    expect(toCsv([{ name: 'Soup', price: 6.5 }], columns)).toBe('Name,Price\r\nSoup,6.5');
  });
  it('quotes commas, quotes and new lines, and leaves missing values empty', () => {
    expect(toCsv([{ name: 'Fish, "chips"\nlarge', price: null }, { name: null }], columns)).toBe(
      'Name,Price\r\n"Fish, ""chips""\nlarge",\r\n,',
    );
  });
  it('neutralises values a spreadsheet would run as formulas, and leaves numbers alone', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', price: -1 }, { name: '-5' }, { name: '@cmd' }], columns)).toBe(
      'Name,Price\r\n"\'=HYPERLINK(""x"")",-1\r\n\'-5,\r\n\'@cmd,',
    );
  });
});
