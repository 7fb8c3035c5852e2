/** Percent (12.5) ⇄ basis points (1250), the database's integer form. */
export const toBp = (percent: number) => Math.round(percent * 100);
export const fromBp = (bp: number) => bp / 100;
