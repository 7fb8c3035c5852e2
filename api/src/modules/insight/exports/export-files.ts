import { PassThrough } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** A table to write: column headers and rows of cells (numbers stay numbers). */
export interface Table {
  title: string;
  headers: string[];
  rows: (string | number | null)[][];
}

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
export const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Text a spreadsheet would run as a formula is neutralised; numbers stay numbers.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV (UTF-8 with a byte order mark, so spreadsheets read accents). */
export async function toCsv(t: Table): Promise<Buffer> {
  const lines = [t.headers.map(csvCell).join(',')];
  await eachRowYielding(t.rows, (r) => lines.push(r.map(csvCell).join(',')));
  return Buffer.from(`\ufeff${lines.join('\r\n')}`, 'utf8');
}

/**
 * XLSX through ExcelJS's streaming writer: each chunk of rows is turned into sheet XML and zipped
 * as it is written. The in-memory workbook built the whole sheet's XML in one go at the end, which
 * held the event loop for seconds on a year of bills, whatever the rows' chunks.
 */
export async function toXlsx(t: Table): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = book.addWorksheet(t.title.slice(0, 31));
  sheet.columns = t.headers.map(() => ({ width: 18 }));
  const header = sheet.addRow(t.headers);
  header.font = { bold: true };
  header.commit();
  await eachRowYielding(t.rows, (r) => sheet.addRow(r).commit());
  sheet.commit();
  await book.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** A plain A4 PDF of the table: title, header row, rows, page breaks. */
export function toPdf(t: Table): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 40 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const width = (doc.page.width - 80) / t.headers.length;
    const line = (cells: (string | number | null)[], bold = false) => {
      if (doc.y > doc.page.height - 60) doc.addPage();
      const y = doc.y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
      cells.forEach((c, i) =>
        doc.text(c === null ? '' : String(c), 40 + i * width, y, {
          width: width - 4,
          lineBreak: false,
          ellipsis: true,
        }),
      );
      doc.moveDown(0.6);
    };
    doc.font('Helvetica-Bold').fontSize(14).text(t.title);
    doc.moveDown();
    line(t.headers, true);
    eachRowYielding(t.rows, (r) => line(r)).then(() => doc.end(), reject);
  });
}
