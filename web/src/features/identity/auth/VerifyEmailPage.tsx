import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { describeError } from '../../../app/errors';
import { getAccessToken } from '../../../api/sessionStorage';
import { useVerifyEmailMutation } from './auth.api';

/** Where the link of a confirmation email leads: confirms the address (signed in or not). */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // One request per token: a link is single-use. The outcome is kept under the token (a page
  // opened again shows it), and React may run the effect twice on the same page: the ref says so.
  const [confirm, { data, error, isUninitialized }] = useVerifyEmailMutation({
    fixedCacheKey: `verify-email:${token}`,
  });
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || !isUninitialized || asked.current === token) return;
    asked.current = token;
    void confirm(token);
  }, [token, isUninitialized, confirm]);
  const outcome = data ? { email: data.email } : error ? { error: describeError(error) } : null;

  const signedIn = getAccessToken() !== null;
  return (
    <section aria-label={t('identity.verifyTitle')}>
      <h3>{t('identity.verifyTitle')}</h3>
      {!token ? (
        <Callout intent={Intent.WARNING}>{t('identity.verifyMissingToken')}</Callout>
      ) : !outcome ? (
        <p role="status">
          <Spinner size={16} /> {t('identity.verifying')}
        </p>
      ) : outcome.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {outcome.error}
        </Callout>
      ) : (
        <Callout intent={Intent.SUCCESS} role="status">
          {t('identity.verified', { email: outcome.email })}
        </Callout>
      )}
      <p className="ros-auth-footer">
        {signedIn ? (
          <Link to="/invitations">{t('identity.goToInvitations')}</Link>
        ) : (
          <Link to="/login">{t('auth.backToLogin')}</Link>
        )}
      </p>
    </section>
  );
}
