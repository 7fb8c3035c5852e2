/**
 * The one PDF writer of the API (invoices, the food-safety log, purchase orders, exports): text
 * pages in the built-in Helvetica fonts (WinAnsi), PDF 1.4, uncompressed, so a test reads a page's
 * text as `(text) Tj`. Written by hand: a page is a few text runs, and each page is turned into
 * bytes as soon as it is full, so a year of bills is never held as runs. pdfkit laid out every cell
 * with its font metrics and took 84 s for a year of one restaurant's bills.
 *
 * Nothing here reads input beyond the text it is given: callers pass their own strings, which are
 * escaped (`\`, `(`, `)`) and cut to Latin-1; a string cannot add an object or an action.
 */

/** A page size in points (A4 portrait or landscape). */
export interface PageSize {
  width: number;
  height: number;
  margin: number;
}
export const A4: PageSize = { width: 595, height: 842, margin: 50 };
export const A4_LANDSCAPE: PageSize = { width: 842, height: 595, margin: 40 };

/** One text run on a line: x in points from the left, size, bold, right-aligned at x. */
export interface TextRun {
  x: number;
  text: string;
  size: number;
  bold?: boolean;
  right?: boolean;
}

// Helvetica's average glyph width is about half the font size: enough to right-align numbers
// and to cut or wrap text to a column.
export const textWidth = (text: string, size: number) => text.length * size * 0.5;
const charsIn = (width: number, size: number) => Math.max(1, Math.floor(width / (size * 0.5)));

/** `text` cut to fit `width` points, ending in `...` when cut. */
export function fitText(text: string, width: number, size: number): string {
  const n = charsIn(width, size);
  return text.length <= n ? text : `${text.slice(0, Math.max(0, n - 3))}...`;
}

/** Words cut into lines that fit `width` points (a word longer than a line is cut). */
export function wrapText(text: string, width: number, size: number): string[] {
  const n = charsIn(width, size);
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= n) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, n);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** WinAnsi's characters outside Latin-1 (the euro, typographic dashes and quotes) and their bytes. */
const WIN_ANSI: Record<string, string> = {
  '€': '\x80',
  '…': '\x85',
  '‘': '\x91',
  '’': '\x92',
  '“': '\x93',
  '”': '\x94',
  '•': '\x95',
  '–': '\x96',
  '—': '\x97',
  '\u202f': ' ',
};

/** Text as WinAnsi bytes (Latin-1, the euro, dashes); what it cannot hold becomes `?`; PDF string escapes. */
const escape = (s: string) =>
  s
    .replace(/[€…‘’“”•–—\u202f]/g, (c) => WIN_ANSI[c]!)
    .replace(/[^\x20-\x7e\x80-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

// Objects 1–4 are written last (their numbers are fixed so pages can point at them first).
const CATALOG = 1;
const PAGES = 2;
const FIRST_FREE = 5;

/**
 * A document laid out line by line from the top: `line(runs, height)` moves down and starts a new
 * page when the line would pass the bottom margin (`onPage` then draws what each page repeats, such
 * as a table's header). A full page is written out at once; `end()` answers the file.
 */
export class PdfDocument {
  private readonly chunks: Buffer[] = [];
  private length = 0;
  private readonly offsets = new Map<number, number>();
  private readonly kids: number[] = [];
  private nextObject = FIRST_FREE;
  private content: string[] = [];
  private y: number;
  private pages = 0;

  constructor(
    readonly size: PageSize = A4,
    private readonly onPage?: (doc: PdfDocument, page: number) => void,
  ) {
    this.write('%PDF-1.4\n');
    this.y = size.margin;
    this.startPage();
  }

  /** Where the next line goes, in points from the top. */
  get top() {
    return this.y;
  }

  /** Pages written or started so far. */
  get pageCount() {
    return this.pages;
  }

  /** A line of runs `height` points tall (a new page first when it does not fit). */
  line(runs: TextRun[], height: number) {
    if (this.y + height > this.size.height - this.size.margin && this.content.length) this.newPage();
    for (const run of runs) {
      const x = run.right ? run.x - textWidth(run.text, run.size) : run.x;
      const y = this.size.height - this.y - run.size;
      this.content.push(
        `BT /${run.bold ? 'F2' : 'F1'} ${run.size} Tf ${x.toFixed(1)} ${y.toFixed(1)} Td (${escape(run.text)}) Tj ET`,
      );
    }
    this.y += height;
  }

  /** Blank space. */
  gap(height: number) {
    this.y += height;
  }

  /** Ends the page (written out) and starts the next. */
  newPage() {
    this.flushPage();
    this.y = this.size.margin;
    this.startPage();
  }

  /** The last page, the fonts, the page tree and the cross-reference table: the whole file. */
  end(info?: { title?: string }): Buffer {
    this.flushPage();
    this.object(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    this.object(4, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    this.object(
      PAGES,
      `<< /Type /Pages /Kids [${this.kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${this.kids.length} >>`,
    );
    this.object(CATALOG, '<< /Type /Catalog /Pages 2 0 R >>');
    const infoNo = info?.title ? this.nextObject++ : 0;
    if (infoNo) this.object(infoNo, `<< /Title (${escape(info!.title!)}) >>`);
    const size = this.nextObject;
    const xref = this.length;
    const entries = Array.from(
      { length: size - 1 },
      (_, i) => `${String(this.offsets.get(i + 1)).padStart(10, '0')} 00000 n \n`,
    );
    this.write(`xref\n0 ${size}\n0000000000 65535 f \n${entries.join('')}`);
    this.write(
      `trailer\n<< /Size ${size} /Root 1 0 R${infoNo ? ` /Info ${infoNo} 0 R` : ''} >>\nstartxref\n${xref}\n%%EOF\n`,
    );
    return Buffer.concat(this.chunks, this.length);
  }

  private startPage() {
    this.pages++;
    this.onPage?.(this, this.pages);
  }

  private flushPage() {
    const content = this.content.join('\n');
    this.content = [];
    const contentNo = this.nextObject++;
    this.object(contentNo, `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const pageNo = this.nextObject++;
    this.object(
      pageNo,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${this.size.width} ${this.size.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNo} 0 R >>`,
    );
    this.kids.push(pageNo);
  }

  private object(no: number, body: string) {
    this.offsets.set(no, this.length);
    this.write(`${no} 0 obj\n${body}\nendobj\n`);
  }

  private write(s: string) {
    const b = Buffer.from(s, 'latin1');
    this.chunks.push(b);
    this.length += b.length;
  }
}
