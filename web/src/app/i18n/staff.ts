import { useTranslation } from 'react-i18next';

/** Translations of the staff pages (departments, time clock, schedule, tips): keys live in en.staff.json. */
export function useStaffT() {
  return useTranslation(undefined, { keyPrefix: 'staffTime' }).t;
}
