import { z } from 'zod';

/**
 * The paper of a print job as styled lines, stored with the job and laid out for the width of the
 * printer that prints it (a fallback printer may be narrower): plain text for the screen and the
 * `text` column, ESC/POS bytes for the printer (escpos.ts).
 */
export const ZPrintLine = z.union([
  /** Text, wrapped at the width; `big` is double width and height (half as many characters fit). */
  z.object({
    text: z.string(),
    bold: z.boolean().optional(),
    big: z.boolean().optional(),
    center: z.boolean().optional(),
  }),
  /** Two columns: `left` cut to leave room for `right` (a price, a time). */
  z.object({ left: z.string(), right: z.string(), bold: z.boolean().optional() }),
  /** A dashed rule across the paper. */
  z.object({ rule: z.literal(true) }),
]);
export type PrintLine = z.infer<typeof ZPrintLine>;
export const ZPrintLines = z.array(ZPrintLine);

/** One laid-out line of paper: its characters (at most the width) and how the printer styles it. */
export interface PaperLine {
  text: string;
  bold: boolean;
  big: boolean;
  center: boolean;
}

/** Splits `text` into lines of at most `width` characters, at spaces where it can. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  for (const paragraph of text.split('\n')) {
    let rest = paragraph.trimEnd();
    if (!rest) {
      out.push('');
      continue;
    }
    while (rest.length > width) {
      const space = rest.lastIndexOf(' ', width);
      const cut = space > width / 3 ? space : width;
      out.push(rest.slice(0, cut).trimEnd());
      rest = rest.slice(cut).trimStart();
    }
    out.push(rest);
  }
  return out;
}

/** `left` and `right` on one line of `width` (right-aligned), `left` cut when both do not fit. */
export function columns(left: string, right: string, width: number): string {
  const room = Math.max(0, width - right.length - 1);
  const l = left.length > room ? left.slice(0, room) : left;
  return `${l}${' '.repeat(Math.max(1, width - l.length - right.length))}${right}`.slice(
    0,
    Math.max(width, right.length),
  );
}

/** The lines as the printer will print them, `width` characters of normal text per line. */
export function layout(lines: PrintLine[], width: number): PaperLine[] {
  const out: PaperLine[] = [];
  for (const line of lines) {
    if ('rule' in line) out.push({ text: '-'.repeat(width), bold: false, big: false, center: false });
    else if ('left' in line)
      out.push({ text: columns(line.left, line.right, width), bold: !!line.bold, big: false, center: false });
    else {
      const big = !!line.big;
      for (const text of wrap(line.text, big ? Math.floor(width / 2) : width))
        out.push({ text, bold: !!line.bold, big, center: !!line.center });
    }
  }
  return out;
}

/** The paper as plain text (centred lines padded), as the screen shows a print job. */
export function paperText(lines: PrintLine[], width: number): string {
  return layout(lines, width)
    .map((l) => {
      const chars = l.big ? Math.floor(width / 2) : width;
      return l.center ? `${' '.repeat(Math.max(0, Math.floor((chars - l.text.length) / 2)))}${l.text}` : l.text;
    })
    .join('\n');
}
