import { useTranslation } from 'react-i18next';

/** Translations of the team chat, the POS's "message the kitchen" and the KDS's banner: keys live in en.team.json. */
export function useChatT() {
  return useTranslation(undefined, { keyPrefix: 'team' }).t;
}
