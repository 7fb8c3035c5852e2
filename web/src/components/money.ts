/** Money on screen: amounts are integer minor units (cents) everywhere. */

/** Minor units → "12.50" (where the page around it shows the currency). */
export const formatMoney = (minor: number): string => (minor / 100).toFixed(2);

/** "12.5" → 1250; NaN for text that is not a number. */
export const parseMoney = (text: string): number => Math.round(Number.parseFloat(text.replace(',', '.')) * 100);

/** Minor units in the restaurant's currency ("€12.50"); the bare amount while the currency is unknown. */
export function formatAmount(minor: number, currency: string | null | undefined): string {
  if (!currency) return formatMoney(minor);
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    return `${formatMoney(minor)} ${currency}`;
  }
}
