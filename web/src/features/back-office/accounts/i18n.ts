import { useTranslation } from 'react-i18next';

/** Translations of the accounts pages (expenses, suppliers' payables, daybook, P&L): keys live in en.accounts.json. */
export function useAccountsT() {
  return useTranslation(undefined, { keyPrefix: 'accounts' }).t;
}

/** Today in the browser, as YYYY-MM-DD (the pages' default day). */
export const todayIso = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};
