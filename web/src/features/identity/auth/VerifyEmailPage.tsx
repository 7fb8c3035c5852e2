import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { routes, type operations } from '@ros/shared-events';
import { apiRequest } from '../../../api/http';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { describeError } from '../../../app/errors';
import { getAccessToken } from '../../../api/sessionStorage';

type Op = typeof operations;
type Confirmation = ViewOf<Op['verifyEmail'], { email: string; emailVerified: boolean }>;

// One request per token: a link is single-use, and React may run the effect twice.
const confirmations = new Map<string, Promise<Confirmation>>();
const confirm = (token: string) => {
  let pending = confirmations.get(token);
  if (!pending)
    confirmations.set(
      token,
      (pending = apiRequest<Confirmation>('POST', urlOf(routes.verifyEmail, {}), {
        token,
      } satisfies BodyOf<Op['verifyEmail']>)),
    );
  return pending;
};

/** Where the link of a confirmation email leads: confirms the address (signed in or not). */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ email?: string; error?: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    confirm(token).then(
      (res) => setOutcome({ email: res.email }),
      (error: unknown) => setOutcome({ error: describeError(error) }),
    );
  }, [token]);

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
