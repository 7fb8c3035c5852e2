import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../components/list/csv';
import { ITEM_CSV_HEADERS, rowsFromCsv } from './ImportItemsDialog';

describe('inventory CSV import', () => {
  it('reads back what the export writes: headers in any case, numbers, empty cells as nothing', () => {
    const text =
      '\ufeff' +
      toCsv(
        [
          ['Flour', 'Dry goods', 'kg', 'FL-1', '', 'Store room', 20, 5, 12.5],
          ['=Oops', '', 'ea', '', '', '', '', '', ''],
          ['', '', 'g', '', '', '', '', '', ''],
        ],
        ITEM_CSV_HEADERS.map((header, n) => ({
          header: n === 0 ? 'NAME' : header,
          value: (r: (string | number)[]) => r[n],
        })),
      );
    expect(rowsFromCsv(text)).toEqual([
      {
        name: 'Flour',
        group: 'Dry goods',
        unit: 'kg',
        sku: 'FL-1',
        barcode: null,
        location: 'Store room',
        parLevel: 20,
        reorderPoint: 5,
        onHand: 12.5,
      },
      // The export's guard against spreadsheet formulas is taken off again.
      {
        name: '=Oops',
        group: null,
        unit: 'ea',
        sku: null,
        barcode: null,
        location: null,
        parLevel: undefined,
        reorderPoint: undefined,
        onHand: null,
      },
    ]);
  });
});
