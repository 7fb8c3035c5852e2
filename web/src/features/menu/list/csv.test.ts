import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { header: 'Name', value: (r: { name: string; price: number | null }) => r.name },
    { header: 'Price', value: (r: { name: string; price: number | null }) => r.price },
  ];
  it('writes a header row and one row per item', () => {
    expect(toCsv([{ name: 'Soup', price: 6.5 }], columns)).toBe('Name,Price\r\nSoup,6.5');
  });
  it('quotes commas, quotes and new lines, and leaves empty values empty', () => {
    expect(toCsv([{ name: 'Fish, "chips"\nlarge', price: null }], columns)).toBe('Name,Price\r\n"Fish, ""chips""\nlarge",');
  });
  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', price: -1 }], columns)).toBe('Name,Price\r\n"\'=HYPERLINK(""x"")",-1');
  });
});
