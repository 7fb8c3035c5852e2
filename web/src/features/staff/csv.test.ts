import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('staff CSV export', () => {
  it('quotes commas, quotes and line breaks, and leaves empty cells for missing values', () => {
    expect(toCsv(['Name', 'Address'], [['Anna "A" Keller', 'Main St, 1\nBack door'], [null, undefined]])).toBe(
      'Name,Address\r\n"Anna ""A"" Keller","Main St, 1\nBack door"\r\n,',
    );
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(toCsv(['Name'], [['=HYPERLINK("x")'], ['-5'], ['@cmd']])).toBe('Name\r\n"\'=HYPERLINK(""x"")"\r\n\'-5\r\n\'@cmd');
  });
});
