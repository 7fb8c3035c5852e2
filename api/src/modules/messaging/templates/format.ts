import type { MessageLanguage } from './brand';

/** An amount in cents in the restaurant's currency, as its reader writes money ("1.234,50 €" in Spanish). */
export const formatMoney = (cents: number, currency: string, language: MessageLanguage) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);

/** A calendar day (`2026-11-28`) written out in the reader's language; a day has no time zone. */
export const formatDay = (day: string, language: MessageLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** A moment as the restaurant's clock shows it (shifts are worked in the restaurant's time zone, wherever the reader is). */
export const formatTime = (iso: string, timeZone: string, language: MessageLanguage) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso));

/** The local day of a moment in the restaurant's time zone, written out. */
export const formatDayOf = (iso: string, timeZone: string, language: MessageLanguage) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone }).format(new Date(iso));
