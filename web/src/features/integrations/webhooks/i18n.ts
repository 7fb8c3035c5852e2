import { useTranslation } from 'react-i18next';

/** Translations of the webhooks page: keys live in en.webhooks.json. */
export function useWebhooksT() {
  return useTranslation(undefined, { keyPrefix: 'webhooks' }).t;
}
