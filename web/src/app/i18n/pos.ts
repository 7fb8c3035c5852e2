import { useTranslation } from 'react-i18next';

/** Translations of the POS, KDS, dashboard, invoices and income pages: keys live in en.pos.json. */
export function usePosT() {
  return useTranslation(undefined, { keyPrefix: 'pos' }).t;
}
