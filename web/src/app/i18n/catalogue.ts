import { useTranslation } from 'react-i18next';

/** Translations of the catalogue pages (menu, tables, customers): keys live in en.catalogue.json. */
export function useCatalogueT() {
  return useTranslation(undefined, { keyPrefix: 'catalogue' }).t;
}
