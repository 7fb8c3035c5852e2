import { useTranslation } from 'react-i18next';

/** Translations of the cash drawer screens: keys live in en.cash.json. */
export function useCashT() {
  return useTranslation(undefined, { keyPrefix: 'cash' }).t;
}
