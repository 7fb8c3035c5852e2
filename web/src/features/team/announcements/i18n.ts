import { useTranslation } from 'react-i18next';

/** Translations of the announcements page: keys live in en.team.json. */
export function useTeamT() {
  return useTranslation(undefined, { keyPrefix: 'team' }).t;
}
