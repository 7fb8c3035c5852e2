import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetMeQuery } from '../../../app/session/session.api';
import { useResendVerificationMutation } from './auth.api';
import { toastError, toastSuccess } from '../../../app/toaster';
import { InAppLink } from '../../messaging/account-messages';

/** What the notice reads of the signed-in user (`userData`). */
interface EmailState {
  email: string;
  emailVerified?: unknown;
  pendingEmail?: unknown;
}

/**
 * "Check your email": shown while the account's email is unconfirmed or a new one waits for its
 * link, with a button sending the link again, and the link itself when no mail provider is set (the
 * email stayed in the app). Given no user, it reads `/api/me` itself.
 */
export function EmailVerificationNotice({ user }: { user?: EmailState }) {
  const { t } = useTranslation();
  const loaded: EmailState | null = useGetMeQuery(undefined, { skip: !!user }).data?.userData ?? null;
  const [resend] = useResendVerificationMutation();
  const [isSending, setSending] = useState(false);

  const state = user ?? loaded;
  if (!state) return null;
  const pending = typeof state.pendingEmail === 'string' ? state.pendingEmail : null;
  if (!pending && state.emailVerified !== false) return null;

  const handleResend = async () => {
    setSending(true);
    try {
      const res = await resend().unwrap();
      void toastSuccess(t('identity.resent', { email: res.sentTo }));
    } catch (error) {
      void toastError(error);
    }
    setSending(false);
  };

  return (
    <Callout
      intent={Intent.WARNING}
      icon="envelope"
      title={t('identity.noticeTitle')}
      role="status"
      aria-label={t('identity.noticeTitle')}
    >
      <p>
        {pending
          ? t('identity.noticePending', { email: pending, current: state.email })
          : t('identity.noticeUnverified', { email: state.email })}
      </p>
      <InAppLink kind="email_verification" to={pending ?? state.email} />
      <Button text={t('identity.resend')} loading={isSending} onClick={handleResend} />
    </Callout>
  );
}
