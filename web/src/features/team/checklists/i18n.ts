import { useTranslation } from 'react-i18next';

/** Translations of the checklists page: keys live in en.checklists.json. */
export function useChecklistsT() {
  return useTranslation(undefined, { keyPrefix: 'checklists' }).t;
}
