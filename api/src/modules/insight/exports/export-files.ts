import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { A4_LANDSCAPE, fitText, PdfDocument } from '../../../kernel/pdf';

type Cell = string | number | null;

/** What a table's file starts with: its title and column headers. */
export interface TableHead {
  title: string;
  headers: string[];
}

/**
 * A table's file written as its rows come (a batch at a time) and answered at the end: rows are
 * turned into file bytes at once and not kept, so a year of bills is never held as rows.
 */
export interface TableWriter {
  rows(rows: Cell[][]): Promise<void>;
  end(): Promise<Buffer>;
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * Rows written between two turns of the event loop. In the embedded app the export builds in the
 * process that answers the POS: a year of bills written in one go held the loop for most of a
 * second, and every order waited behind it. Between chunks, requests are read and answered.
 */
export const ROWS_PER_TURN = 500;

/** Calls `write` for each row, giving the event loop a turn after every `ROWS_PER_TURN`. */
async function eachRowYielding<R>(rows: R[], write: (row: R) => void): Promise<void> {
  for (let i = 0; i < rows.length; i++) {
    write(rows[i]!);
    if ((i + 1) % ROWS_PER_TURN === 0) await nextTurn();
  }
}

/** One CSV cell: quoted when needed, text a spreadsheet would run as a formula neutralised. */
export const csvCell = (v: Cell) => {
  const s = v === null ? '' : String(v);
  // Text a spreadsheet would run as a formula is neutralised; numbers stay numbers.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV (UTF-8 with a byte order mark, so spreadsheets read accents), lines joined by CRLF. */
function csvWriter(head: TableHead): TableWriter {
  const chunks = [Buffer.from(`\ufeff${head.headers.map(csvCell).join(',')}`, 'utf8')];
  return {
    async rows(rows) {
      let text = '';
      await eachRowYielding(rows, (r) => (text += `\r\n${r.map(csvCell).join(',')}`));
      chunks.push(Buffer.from(text, 'utf8'));
    },
    end: async () => Buffer.concat(chunks),
  };
}

/**
 * XLSX through ExcelJS's streaming writer: each chunk of rows is turned into sheet XML and zipped
 * as it is written. The in-memory workbook built the whole sheet's XML in one go at the end, which
 * held the event loop for seconds on a year of bills, whatever the rows' chunks.
 */
function xlsxWriter(head: TableHead): TableWriter {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(head.title.slice(0, 31));
  sheet.columns = head.headers.map(() => ({ width: 18 }));
  const header = sheet.addRow(head.headers);
  header.font = { bold: true };
  header.commit();
  return {
    rows: (rows) => eachRowYielding(rows, (r) => sheet.addRow(r).commit()),
    async end() {
      sheet.commit();
      await book.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}

/** A landscape A4 PDF of the table (the API's one PDF writer): title, the header row on each page, rows. */
function pdfWriter(head: TableHead): TableWriter {
  const { margin, width: pageWidth } = A4_LANDSCAPE;
  const width = (pageWidth - 2 * margin) / head.headers.length;
  const SIZE = 8;
  const line = (cells: Cell[], bold = false) =>
    cells.map((c, i) => ({
      x: margin + i * width,
      text: fitText(c === null ? '' : String(c), width - 4, SIZE),
      size: SIZE,
      bold,
    }));
  const doc = new PdfDocument(A4_LANDSCAPE, (page, n) => {
    if (n === 1) page.line([{ x: margin, text: head.title, size: 14, bold: true }], 24);
    page.line(line(head.headers, true), 14);
  });
  return {
    rows: (rows) => eachRowYielding(rows, (r) => doc.line(line(r), 12)),
    end: async () => doc.end({ title: head.title }),
  };
}

/** The writer of a file of `format`. */
export function tableWriter(format: ExportFormat, head: TableHead): TableWriter {
  return format === 'csv' ? csvWriter(head) : format === 'xlsx' ? xlsxWriter(head) : pdfWriter(head);
}
