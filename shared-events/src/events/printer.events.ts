import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();

/** A printer as its events name it (the whole printer is read again over HTTP). */
const ZPrinterSnapshot = z.looseObject({
  id,
  name: z.string(),
  kind: z.enum(['kitchen', 'receipt']),
  status: z.enum(['ok', 'failing']),
});
const ZRef = z.object({ id, name: z.string() });

const named = (p: { printer: { name: string } }) => ({ values: { name: p.printer.name } });
/** What the floor must know about its printers: POS staff (`orders`) read it. */
const floor = { read: 'orders' } as const;

/** A printer was added. */
export const printerCreated = defineEvent('printer.created', z.object({ printer: ZPrinterSnapshot }), {
  describe: named,
});
/** A printer's settings changed (`changes`: the API names of the fields). */
export const printerUpdated = defineEvent(
  'printer.updated',
  z.object({ printer: ZPrinterSnapshot, changes: z.array(z.string()) }),
  { describe: named },
);
/** A printer was removed. */
export const printerDeleted = defineEvent('printer.deleted', z.object({ printer: ZRef }), { describe: named });

/**
 * A printer stopped answering after its retries: the POS raises an alert, and its paper goes to
 * `fallback` (null: kitchen tickets stay on the KDS only, receipts print from the browser).
 * Words: `failing_kitchen`, `failing_receipt`, and `…_alone` without a fallback.
 */
export const printerFailing = defineEvent(
  'printer.failing',
  z.object({ printer: ZPrinterSnapshot, fallback: ZRef.nullable(), error: z.string() }),
  {
    ...floor,
    describe: (p) => ({
      context: `${p.printer.kind}${p.fallback ? '' : '_alone'}`,
      values: { name: p.printer.name, fallback: p.fallback?.name ?? '' },
    }),
  },
);
/** A failing printer printed again. */
export const printerRecovered = defineEvent('printer.recovered', z.object({ printer: ZPrinterSnapshot }), {
  ...floor,
  describe: named,
});

/** Someone asked for paper by hand: a test page, a receipt, a Z report or a reprint. */
export const printerPrintRequested = defineEvent(
  'printer.print_requested',
  z.object({
    printJobId: id,
    printer: ZRef,
    kind: z.enum(['ticket', 'receipt', 'test', 'z_report']),
    reprint: z.boolean(),
  }),
  { ...floor, describe: (p) => ({ context: p.reprint ? 'reprint' : p.kind, values: { name: p.printer.name } }) },
);
