import { layout, type PrintLine } from './print-layout';

/**
 * A small ESC/POS encoder: the commands every thermal printer of the kind restaurants own
 * understands (Epson TM and compatibles). The wire format is a byte stream of text and commands,
 * so it is written here rather than taken from a library with install scripts.
 */
const ESC = 0x1b;
const GS = 0x1d;
const LF = 0x0a;
const DLE = 0x10;
const EOT = 0x04;

export const ESCPOS = {
  /** ESC @: reset the printer to its defaults. */
  init: [ESC, 0x40],
  /** ESC t 16: the WPC1252 code page (Western European: accents, ñ, €). */
  codePage1252: [ESC, 0x74, 16],
  bold: (on: boolean) => [ESC, 0x45, on ? 1 : 0],
  /** GS ! n: double width and height, or normal size. */
  size: (big: boolean) => [GS, 0x21, big ? 0x11 : 0x00],
  /** ESC a n: 0 left, 1 centre. */
  align: (center: boolean) => [ESC, 0x61, center ? 1 : 0],
  /** ESC d n: feed n lines. */
  feed: (n: number) => [ESC, 0x64, n],
  /** GS V 66 n: feed to the cutter and cut (partial cut). */
  cut: [GS, 0x56, 0x42, 0x00],
  /** DLE EOT 1: real-time printer status, answered with one byte once the bytes before it arrived. */
  statusQuery: [DLE, EOT, 1],
} as const;

/**
 * The printer's answer to DLE EOT n (n 1..4): one byte whose bits 0 and 7 are 0 and bits 1 and 4
 * are 1; for n = 1 bit 3 says offline (cover open, paper out, feed button held). Anything else is
 * not an ESC/POS printer's status (a database, a web server answering on the port): null.
 */
export function readStatus(reply: Buffer): { isOffline: boolean } | null {
  const b = reply[0];
  if (reply.length !== 1 || b === undefined || (b & 0x93) !== 0x12) return null;
  return { isOffline: (b & 0x08) !== 0 };
}

/** The status byte of a printer online with nothing wrong (what a fake printer in a test answers). */
export const STATUS_ONLINE = 0x12;

/** Characters of Windows-1252 above 0x7f that are not the Latin-1 code point. */
const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  '„': 0x84,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '™': 0x99,
};

/**
 * Text as WPC1252 bytes. Control characters (a remark cannot smuggle a command to the printer)
 * become spaces; a letter outside the code page loses its accent, anything else prints as '?'.
 */
export function encodeText(text: string): number[] {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x20 || code === 0x7f || (code >= 0x80 && code < 0xa0)) bytes.push(0x20);
    else if (code < 0x100) bytes.push(code);
    else if (CP1252_EXTRA[ch] !== undefined) bytes.push(CP1252_EXTRA[ch]);
    else {
      const plain = ch.normalize('NFD').replace(/\p{M}/gu, '');
      const c = plain.length === 1 ? plain.charCodeAt(0) : -1;
      bytes.push(c >= 0x20 && c < 0x100 && c !== 0x7f ? c : 0x3f);
    }
  }
  return bytes;
}

/** The whole job as bytes: reset, code page, each laid-out line with its style, feed and cut. */
export function encodeEscPos(lines: PrintLine[], width: number): Buffer {
  const out: number[] = [...ESCPOS.init, ...ESCPOS.codePage1252];
  for (const line of layout(lines, width)) {
    out.push(
      ...ESCPOS.align(line.center),
      ...ESCPOS.bold(line.bold),
      ...ESCPOS.size(line.big),
      ...encodeText(line.text),
      LF,
    );
  }
  out.push(...ESCPOS.bold(false), ...ESCPOS.size(false), ...ESCPOS.align(false), ...ESCPOS.feed(4), ...ESCPOS.cut);
  return Buffer.from(out);
}

/** The printable text of ESC/POS bytes (commands removed): what a fake printer in a test reads. */
export function textOfEscPos(data: Buffer): string {
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const b = data[i]!;
    if (b === ESC) i += data[i + 1] === 0x40 ? 1 : 2;
    else if (b === DLE) i += 2;
    else if (b === GS) i += data[i + 1] === 0x56 ? 3 : 2;
    else out.push(b);
  }
  return Buffer.from(out).toString('latin1');
}
