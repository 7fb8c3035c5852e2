import type { FoodSafetyReading } from '@ros/shared-events';

/** One text run on a landscape A4 page: position in points from the top-left, size, bold. */
interface Run {
  x: number;
  y: number;
  text: string;
  size: number;
  bold?: boolean;
}

const PAGE = { width: 842, height: 595, margin: 40 };
const SIZE = 8;
// Helvetica's average glyph width is about half the font size: enough to wrap a note in its column.
const charsIn = (width: number) => Math.floor(width / (SIZE * 0.5));
/** Latin-1 text (°, accents) as WinAnsi bytes; what it cannot hold becomes `?`; PDF string escapes. */
const escape = (s: string) =>
  s
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);

const COLUMNS = [
  { title: 'Day', x: 40, width: 62 },
  { title: 'Checklist', x: 102, width: 100 },
  { title: 'Item', x: 202, width: 120 },
  { title: 'Reading', x: 322, width: 60 },
  { title: 'Allowed', x: 382, width: 70 },
  { title: 'Checked by', x: 452, width: 90 },
  { title: 'At', x: 542, width: 50 },
  { title: 'Corrective action', x: 592, width: 210 },
] as const;

const unitOf = (r: FoodSafetyReading) => (r.unit ? ` ${r.unit}` : '');
function allowed(r: FoodSafetyReading) {
  if (r.min !== null && r.max !== null) return `${r.min} to ${r.max}${unitOf(r)}`;
  if (r.min !== null) return `>= ${r.min}${unitOf(r)}`;
  if (r.max !== null) return `<= ${r.max}${unitOf(r)}`;
  return '';
}

/** Words cut into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word.slice(0, width);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/** The cells of one reading, each cut to its column (the corrective note wraps). */
function cells(r: FoodSafetyReading, time: Intl.DateTimeFormat): string[][] {
  const values = [
    r.businessDay,
    r.checklist,
    r.label,
    r.value === null ? 'not taken' : `${r.value}${unitOf(r)}${r.outOfRange ? ' !' : ''}`,
    allowed(r),
    r.doneBy ?? '',
    r.doneAt ? time.format(new Date(r.doneAt)) : '',
    r.correctiveNote ?? '',
  ];
  return values.map((v, i) => {
    const lines = wrap(v, charsIn(COLUMNS[i]!.width));
    return i === values.length - 1 ? lines : lines.slice(0, 1);
  });
}

/** The log laid out on pages: a title, the header row on each page, a row per reading. */
function layout(input: FoodSafetyLogInput): Run[][] {
  const pages: Run[][] = [];
  let y = 0;
  const newPage = () => {
    pages.push([]);
    y = PAGE.margin;
    const page = pages[pages.length - 1]!;
    if (pages.length === 1) {
      page.push({ x: PAGE.margin, y, text: `${input.restaurant}: food-safety log`, size: 16, bold: true });
      y += 22;
      page.push({ x: PAGE.margin, y, text: `Business days ${input.from} to ${input.to}`, size: 10 });
      y += 20;
    }
    for (const c of COLUMNS) page.push({ x: c.x, y, text: c.title, size: SIZE, bold: true });
    y += 14;
  };
  newPage();
  const time = timeFormat(input.timeZone);
  if (input.readings.length === 0) pages[0]!.push({ x: PAGE.margin, y, text: 'No readings in these days.', size: 10 });
  for (const r of input.readings) {
    const rowCells = cells(r, time);
    const height = Math.max(...rowCells.map((c) => c.length)) * (SIZE + 3) + 3;
    if (y + height > PAGE.height - PAGE.margin) newPage();
    const page = pages[pages.length - 1]!;
    rowCells.forEach((lines, i) =>
      lines.forEach((text, n) =>
        page.push({ x: COLUMNS[i]!.x, y: y + n * (SIZE + 3), text, size: SIZE, bold: i === 3 && r.outOfRange }),
      ),
    );
    y += height;
  }
  return pages;
}

/** What the printed log shows. */
export interface FoodSafetyLogInput {
  restaurant: string;
  from: string;
  to: string;
  /** The restaurant's time zone: when each reading was taken, as the kitchen's clock said. */
  timeZone: string;
  readings: FoodSafetyReading[];
}

function timeFormat(timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  } catch {
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' });
  }
}

/**
 * The food-safety log as a landscape A4 PDF (PDF 1.4, the built-in Helvetica fonts, text only,
 * uncompressed): written by hand like the invoice, a few objects per page.
 */
export function foodSafetyPdf(input: FoodSafetyLogInput): Buffer {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  const kids: number[] = [];
  for (const runs of layout(input)) {
    const content = runs
      .map(
        (run) =>
          `BT /${run.bold ? 'F2' : 'F1'} ${run.size} Tf ${run.x} ${(PAGE.height - run.y - run.size).toFixed(1)} Td (${escape(run.text)}) Tj ET`,
      )
      .join('\n');
    add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    const contentNo = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentNo} 0 R >>`,
    );
    kids.push(objects.length);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
