/** An amount in minor units as the reader's language writes money. */
export const formatPrice = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minor / 100);

/** A moment as its day (the subscription's dates are days to the reader). */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
