import { useTranslation } from 'react-i18next';

/** Translations of the printers page and the POS's printer alert: keys live in en.printers.json. */
export function usePrintersT() {
  return useTranslation(undefined, { keyPrefix: 'printers' }).t;
}
