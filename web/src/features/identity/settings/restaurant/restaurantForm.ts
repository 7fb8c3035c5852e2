import type { Restaurant, RestaurantPatch } from '../settings.types';

/** The editable text fields of the restaurant form, as the inputs hold them. */
export const TEXT_FIELDS = [
  'name',
  'type',
  'currency',
  'timeZone',
  'language',
  'contact',
  'email',
  'address',
  'coverImageUrl',
  'bankName',
  'iban',
  'swiftBic',
] as const;
/** Choices a restaurant always has: an empty input leaves them as they are. */
const REQUIRED_CHOICES = ['currency', 'timeZone', 'language'] as const;
/** The languages a restaurant's messages to guests and suppliers are written in. */
export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export const PERCENT_FIELDS = ['serviceChargePercent', 'taxPercent'] as const;
export type DraftField =
  (typeof TEXT_FIELDS)[number] | (typeof PERCENT_FIELDS)[number] | 'taxInclusive' | 'dayStartHour';
/** The hours a business day may start at (sales before it belong to the day before). */
export const DAY_START_HOURS = Array.from({ length: 12 }, (_, h) => h);
/** Unsaved edits: only the fields the user changed. */
export type Draft = Partial<Record<DraftField, string>>;

export const RESTAURANT_TYPES = [
  'restaurant',
  'cafe',
  'bar',
  'bakery',
  'fastFood',
  'fineDining',
  'foodTruck',
  'cloudKitchen',
] as const;
export const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'INR',
  'NPR',
  'AUD',
  'CAD',
  'JPY',
  'CNY',
  'AED',
  'CHF',
  'SEK',
  'NZD',
  'SGD',
  'ZAR',
  'BRL',
  'MXN',
];

export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
}

/** What an input shows: the unsaved edit, else the saved value. */
export function fieldValue(r: Restaurant, draft: Draft, field: DraftField): string {
  const edited = draft[field];
  if (edited !== undefined) return edited;
  if (field === 'taxInclusive') return r.taxInclusive ? 'inclusive' : 'exclusive';
  if (field === 'dayStartHour')
    return String(
      (r.settings as { businessDay?: { startsAtHour?: number } } | undefined)?.businessDay?.startsAtHour ?? 0,
    );
  const saved = r[field];
  return saved === null || saved === undefined ? '' : String(saved);
}

/** Turns the draft into a PATCH body, or field errors when a percentage is not 0–100. */
export function draftToPatch(
  draft: Draft,
  percentError: string,
): { patch: RestaurantPatch; errors: Record<string, string> } {
  const patch: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const f of TEXT_FIELDS) {
    const v = draft[f];
    if (v === undefined) continue;
    // Name, currency, time zone and language cannot be emptied; the other texts can.
    if (f === 'name') patch[f] = v.trim();
    else if (v.trim() !== '') patch[f] = v.trim();
    else if (!(REQUIRED_CHOICES as readonly string[]).includes(f)) patch[f] = null;
  }
  for (const f of PERCENT_FIELDS) {
    const v = draft[f];
    if (v === undefined) continue;
    const n = v.trim() === '' ? 0 : Number(v);
    if (!Number.isFinite(n) || n < 0 || n > 100) errors[f] = percentError;
    else patch[f] = n;
  }
  if (draft.taxInclusive !== undefined) patch.taxInclusive = draft.taxInclusive === 'inclusive';
  if (draft.dayStartHour !== undefined) patch.settings = { businessDay: { startsAtHour: Number(draft.dayStartHour) } };
  return { patch: patch as RestaurantPatch, errors };
}
