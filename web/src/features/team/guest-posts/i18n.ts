import { useTranslation } from 'react-i18next';

/** Translations of the guest posts page: keys live in en.team.json. */
export function useGuestPostsT() {
  return useTranslation(undefined, { keyPrefix: 'guestPosts' }).t;
}
