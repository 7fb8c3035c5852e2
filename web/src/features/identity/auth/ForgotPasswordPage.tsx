import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { fieldErrorsOf, requestPasswordReset } from './authApi';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSent, setSent] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) return setErrors({ email: t('auth.emailRequired') });
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
    setSubmitting(false);
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.forgotTitle')}>
      <h3>{t('auth.forgotTitle')}</h3>
      {isSent ? (
        <Callout intent={Intent.SUCCESS}>{t('auth.resetLinkSent', { email })}</Callout>
      ) : (
        <>
          <p>{t('auth.forgotHelp')}</p>
          {errors.form && <Callout intent={Intent.DANGER}>{errors.form}</Callout>}
          <TextField
            id="email"
            type="email"
            label={t('auth.email')}
            value={email}
            error={errors.email}
            autoFocus
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" intent={Intent.PRIMARY} fill loading={isSubmitting} text={t('auth.sendResetLink')} />
        </>
      )}
      <p className="ros-auth-footer">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </form>
  );
}
