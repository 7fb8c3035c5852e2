import { Button, Callout, Checkbox, FormGroup, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { useAppDispatch } from '../../../app/store/hooks';
import { completeSignIn, fieldErrorsOf, register } from './authApi';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function RegisterPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form, setForm] = useState({ username: '', email: '', password: '', confirmPassword: '' });
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const validate = () => {
    const next: Record<string, string> = {};
    if (!form.username.trim()) next.username = t('auth.usernameRequired');
    if (!EMAIL_PATTERN.test(form.email.trim())) next.email = t('auth.emailInvalid');
    if (form.password.length < 8) next.password = t('auth.passwordTooShort');
    if (form.confirmPassword !== form.password) next.confirmPassword = t('auth.passwordsDiffer');
    if (!acceptsTerms) next.terms = t('auth.termsRequired');
    return next;
  };

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      completeSignIn(dispatch, await register(form.username.trim(), form.email.trim(), form.password), true);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.registerTitle')}>
      <h3>{t('auth.registerTitle')}</h3>
      {errors.form && <Callout intent={Intent.DANGER}>{errors.form}</Callout>}
      <TextField
        id="username"
        label={t('auth.username')}
        value={form.username}
        error={errors.username}
        autoComplete="username"
        autoFocus
        onChange={set('username')}
      />
      <TextField
        id="email"
        type="email"
        label={t('auth.email')}
        value={form.email}
        error={errors.email}
        autoComplete="email"
        onChange={set('email')}
      />
      <TextField
        id="password"
        type="password"
        label={t('auth.password')}
        value={form.password}
        error={errors.password}
        autoComplete="new-password"
        onChange={set('password')}
      />
      <TextField
        id="confirmPassword"
        type="password"
        label={t('auth.confirmPassword')}
        value={form.confirmPassword}
        error={errors.confirmPassword}
        autoComplete="new-password"
        onChange={set('confirmPassword')}
      />
      <FormGroup intent={errors.terms ? Intent.DANGER : Intent.NONE} helperText={errors.terms}>
        <Checkbox
          checked={acceptsTerms}
          label={t('auth.acceptTerms')}
          onChange={(e) => setAcceptsTerms(e.currentTarget.checked)}
        />
      </FormGroup>
      <Button type="submit" intent={Intent.PRIMARY} fill loading={isSubmitting} text={t('auth.signUp')} />
      <p className="ros-auth-footer">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signInInstead')}</Link>
      </p>
    </form>
  );
}
