import type { CartLine } from './pos.types';

export { formatMoney as money, parseMoney } from '../../../components/money';

/** The price of one unit with its modifiers. */
export const unitWithModifiers = (line: Pick<CartLine, 'unitPrice' | 'modifiers'>): number =>
  line.unitPrice + line.modifiers.reduce((s, m) => s + m.priceDelta, 0);

export const lineTotal = (line: Pick<CartLine, 'unitPrice' | 'modifiers' | 'quantity'>): number =>
  unitWithModifiers(line) * line.quantity;

/** A fresh Idempotency-Key for one user action. */
export const newKey = (): string => crypto.randomUUID();

/** Courses the POS offers (the API also takes any text). */
export { COURSES } from '@ros/shared-events';
