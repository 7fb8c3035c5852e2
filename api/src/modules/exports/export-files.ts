import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';

/** A table to write: column headers and rows of cells (numbers stay numbers). */
export interface Table { title: string; headers: string[]; rows: (string | number | null)[][] }

const cell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // Text a spreadsheet would run as a formula is neutralised; numbers stay numbers.
  const safe = typeof v === 'string' && /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** CSV (UTF-8 with a byte order mark, so spreadsheets read accents). */
export function toCsv(t: Table): Buffer {
  return Buffer.from(`\ufeff${[t.headers, ...t.rows].map((r) => r.map(cell).join(',')).join('\r\n')}`, 'utf8');
}

export async function toXlsx(t: Table): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.title.slice(0, 31));
  sheet.addRow(t.headers).font = { bold: true };
  for (const r of t.rows) sheet.addRow(r);
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
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
      cells.forEach((c, i) => doc.text(c === null ? '' : String(c), 40 + i * width, y, { width: width - 4, lineBreak: false, ellipsis: true }));
      doc.moveDown(0.6);
    };
    doc.font('Helvetica-Bold').fontSize(14).text(t.title);
    doc.moveDown();
    line(t.headers, true);
    for (const r of t.rows) line(r);
    doc.end();
  });
}
