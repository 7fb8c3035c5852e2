import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ROWS_PER_TURN, tableWriter, type ExportFormat, type TableHead } from './export-files';

const ROWS = ROWS_PER_TURN * 8;
const head: TableHead = { title: 'Bills 2025-01-01 – 2025-12-31', headers: ['Bill', 'Customer', 'Total'] };
const rows = Array.from({ length: ROWS }, (_, i) => [`B-${i + 1}`, i === 0 ? '=cmd()' : `Guest ${i}`, i / 100]);

/** The file of `format`, its rows given in two batches as the export job gives them. */
async function build(format: ExportFormat) {
  const file = tableWriter(format, head);
  await file.rows(rows.slice(0, ROWS / 2));
  await file.rows(rows.slice(ROWS / 2));
  return file.end();
}

/** Builds a file while counting the event loop's turns that other work (a POS request) got meanwhile. */
async function turnsDuring(build: () => Promise<Buffer>): Promise<{ file: Buffer; turns: number }> {
  let turns = 0;
  let building = true;
  const other = () => {
    if (!building) return;
    turns++;
    setImmediate(other);
  };
  setImmediate(other);
  const file = await build();
  building = false;
  return { file, turns };
}

describe('export files of many rows', () => {
  it('builds an XLSX with every row, giving other work a turn between chunks of rows', async () => {
    const { file, turns } = await turnsDuring(() => build('xlsx'));
    expect(turns).toBeGreaterThanOrEqual(ROWS / ROWS_PER_TURN - 1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(ROWS + 1).getCell(1).value).toBe(`B-${ROWS}`);
  });

  it('builds a CSV with every row (formulas neutralised), giving other work a turn between chunks', async () => {
    const { file, turns } = await turnsDuring(() => build('csv'));
    expect(turns).toBeGreaterThanOrEqual(ROWS / ROWS_PER_TURN - 1);
    const lines = file
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .split('\r\n');
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[1]).toBe("B-1,'=cmd(),0");
  });

  it('builds a PDF, giving other work a turn between chunks', async () => {
    const { file, turns } = await turnsDuring(() => build('pdf'));
    expect(turns).toBeGreaterThanOrEqual(ROWS / ROWS_PER_TURN - 1);
    const text = file.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(B-${ROWS}) Tj`);
    expect(text).toContain('(Guest 1) Tj');
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });
});
