import { useTranslation } from 'react-i18next';
import { useListMyMessagesQuery } from './accountMessages.api';
import { appPath } from './appPath';

interface Props {
  /** The kind of account message whose link to offer (`email_verification`). */
  kind: string;
  /** The address it was written to: the link proves this one, not an older one. */
  to: string;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The link of the person's newest account message of a kind, when no mail provider is configured:
 * the message stayed in the app, so the app shows it (only to its owner: the API gives a person
 * their own messages only, and no links at all once a provider sends them).
 */
export function InAppLink({ kind, to }: Props) {
  const { t } = useTranslation();
  const { data } = useListMyMessagesQuery();
  if (!data || data.mailProvider) return null;
  const message = data.data.find((m) => m.kind === kind && sameAddress(m.to, to));
  const link = message?.links[0];
  if (!link) return null;
  return (
    <p>
      {t('identity.keptInApp')}{' '}
      <strong>
        <a href={appPath(link)}>{t('identity.openLink')}</a>
      </strong>
    </p>
  );
}
