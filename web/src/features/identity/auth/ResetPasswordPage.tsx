import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { fieldErrorsOf, resetPassword } from './authApi';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDone, setDone] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (password.length < 8) next.password = t('auth.passwordTooShort');
    if (confirmPassword !== password) next.confirmPassword = t('auth.passwordsDiffer');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
    setSubmitting(false);
  };

  if (!token) return <Callout intent={Intent.WARNING}>{t('auth.resetMissingToken')}</Callout>;
  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.resetTitle')}>
      <h3>{t('auth.resetTitle')}</h3>
      {isDone ? (
        <Callout intent={Intent.SUCCESS}>{t('auth.resetDone')}</Callout>
      ) : (
        <>
          {(errors.form || errors.token) && <Callout intent={Intent.DANGER}>{errors.form ?? errors.token}</Callout>}
          <TextField
            id="password"
            type="password"
            label={t('auth.newPassword')}
            value={password}
            error={errors.password}
            autoFocus
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            id="confirmPassword"
            type="password"
            label={t('auth.confirmPassword')}
            value={confirmPassword}
            error={errors.confirmPassword}
            onChange={(e) => setConfirmPassword(e.target.value)}
          />
          <Button type="submit" intent={Intent.PRIMARY} fill loading={isSubmitting} text={t('auth.resetPassword')} />
        </>
      )}
      <p className="ros-auth-footer">
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </form>
  );
}
