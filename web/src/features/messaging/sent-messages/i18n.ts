import { useTranslation } from 'react-i18next';

/** Translations of the sent messages page: keys live in en.messages.json. */
export function useMessagesT() {
  return useTranslation(undefined, { keyPrefix: 'messages' }).t;
}
