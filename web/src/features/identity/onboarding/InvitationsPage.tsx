import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { EmailVerificationNotice } from '../auth';
import { PendingInvitations } from './PendingInvitations';

/** Invitations to join other restaurants. */
export default function InvitationsPage() {
  const { t } = useTranslation();
  return (
    <div className="ros-page ros-narrow">
      <PageHeader title={t('invitations.title')} description={t('invitations.description')} />
      <EmailVerificationNotice />
      <PendingInvitations showEmpty />
    </div>
  );
}
