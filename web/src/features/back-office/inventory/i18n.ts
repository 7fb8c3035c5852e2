import { useTranslation } from 'react-i18next';

/** Translations of the inventory pages: keys live in en.inventory.json. */
export function useInventoryT() {
  return useTranslation(undefined, { keyPrefix: 'inventory' }).t;
}
