import type { Printer } from '@ros/shared-events';
import type { TFunction } from 'i18next';

/** "Kitchen printer Grill is not answering — tickets go to Bar" (or stay on the KDS / print from the browser). */
export function failingMessage(t: TFunction, p: Pick<Printer, 'name' | 'kind' | 'fallback'>): string {
  const fallback = p.fallback?.name;
  if (p.kind === 'kitchen')
    return fallback ? t('alert.kitchen', { name: p.name, fallback }) : t('alert.kitchenAlone', { name: p.name });
  return fallback ? t('alert.receipt', { name: p.name, fallback }) : t('alert.receiptAlone', { name: p.name });
}

/** What a printer prints, in words: a station's tickets, every station's, or receipts (of a terminal). */
export function printsWhat(t: TFunction, p: Pick<Printer, 'kind' | 'station' | 'terminal'>): string {
  if (p.kind === 'kitchen')
    return p.station ? t('prints.station', { station: p.station.name }) : t('prints.allStations');
  return p.terminal ? t('prints.terminal', { terminal: p.terminal.name }) : t('prints.receipts');
}
