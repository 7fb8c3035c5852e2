import { errorMessage } from '../api/http';
import i18n from '../i18n';

/** The translated message for any failure (API message, network or unexpected). */
export function describeError(error: unknown): string {
  return errorMessage(error, { unexpected: i18n.t('errors.unexpected'), network: i18n.t('errors.network') });
}
