import type { FoodSafetyReading } from '@ros/shared-events';
import { A4_LANDSCAPE, PdfDocument, wrapText } from '../../../kernel/pdf';

const SIZE = 8;

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
    const lines = wrapText(v, COLUMNS[i]!.width, SIZE);
    return i === values.length - 1 ? lines : lines.slice(0, 1);
  });
}

/** The log laid out on pages: a title, the header row on each page, a row per reading. */
function layout(input: FoodSafetyLogInput): PdfDocument {
  const doc = new PdfDocument(A4_LANDSCAPE, (page, n) => {
    const x = A4_LANDSCAPE.margin;
    if (n === 1) {
      page.line([{ x, text: `${input.restaurant}: food-safety log`, size: 16, bold: true }], 22);
      page.line([{ x, text: `Business days ${input.from} to ${input.to}`, size: 10 }], 20);
    }
    page.line(
      COLUMNS.map((c) => ({ x: c.x, text: c.title, size: SIZE, bold: true })),
      14,
    );
  });
  const time = timeFormat(input.timeZone);
  if (input.readings.length === 0)
    doc.line([{ x: A4_LANDSCAPE.margin, text: 'No readings in these days.', size: 10 }], 14);
  for (const r of input.readings) {
    const rowCells = cells(r, time);
    const lines = Math.max(...rowCells.map((c) => c.length));
    // The row's lines go out as lines of the page; a row is not split across pages.
    if (doc.top + lines * (SIZE + 3) + 3 > A4_LANDSCAPE.height - A4_LANDSCAPE.margin) doc.newPage();
    for (let n = 0; n < lines; n++)
      doc.line(
        rowCells.flatMap((cell, i) =>
          cell[n] === undefined
            ? []
            : [{ x: COLUMNS[i]!.x, text: cell[n]!, size: SIZE, bold: i === 3 && r.outOfRange }],
        ),
        SIZE + 3,
      );
    doc.gap(3);
  }
  return doc;
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

/** The food-safety log as a landscape A4 PDF, through the API's one PDF writer (kernel/pdf.ts). */
export function foodSafetyPdf(input: FoodSafetyLogInput): Buffer {
  return layout(input).end();
}
