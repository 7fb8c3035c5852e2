import type { CartLine } from './pos.types';

/** Minor units → "12.50" (the restaurant's currency is shown by the page around it). */
export const money = (minor: number): string => (minor / 100).toFixed(2);

/** "12.5" → 1250; NaN for text that is not a number. */
export const parseMoney = (text: string): number => Math.round(Number.parseFloat(text.replace(',', '.')) * 100);

/** The price of one unit with its modifiers. */
export const unitWithModifiers = (line: Pick<CartLine, 'unitPrice' | 'modifiers'>): number => line.unitPrice + line.modifiers.reduce((s, m) => s + m.priceDelta, 0);

export const lineTotal = (line: Pick<CartLine, 'unitPrice' | 'modifiers' | 'quantity'>): number => unitWithModifiers(line) * line.quantity;

/** A fresh Idempotency-Key for one user action. */
export const newKey = (): string => crypto.randomUUID();

/** Courses the POS offers (the API also takes any text). */
export const COURSES = ['starters', 'mains', 'desserts'] as const;
