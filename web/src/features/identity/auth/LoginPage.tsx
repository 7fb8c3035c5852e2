import { Button, Callout, Checkbox, Intent } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/TextField';
import { useAppDispatch } from '../../../app/store/hooks';
import { completeSignIn, DEMO_ACCOUNT, fieldErrorsOf, login } from './authApi';

export default function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (!email.trim()) next.email = t('auth.emailRequired');
    if (!password) next.password = t('auth.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    try {
      completeSignIn(dispatch, await login(email.trim(), password), remember);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setSubmitting(false);
    }
  };

  const handleDemo = () => {
    setEmail(DEMO_ACCOUNT.email);
    setPassword(DEMO_ACCOUNT.password);
    setErrors({});
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('auth.loginTitle')}>
      <h3>{t('auth.loginTitle')}</h3>
      {errors.form && <Callout intent={Intent.DANGER}>{errors.form}</Callout>}
      <TextField
        id="email"
        type="email"
        label={t('auth.email')}
        value={email}
        error={errors.email}
        autoComplete="email"
        autoFocus
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        id="password"
        type="password"
        label={t('auth.password')}
        value={password}
        error={errors.password}
        autoComplete="current-password"
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="ros-auth-links">
        <Checkbox
          checked={remember}
          label={t('auth.rememberMe')}
          onChange={(e) => setRemember(e.currentTarget.checked)}
          style={{ margin: 0 }}
        />
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
      </div>
      <div className="ros-stack">
        <Button type="submit" intent={Intent.PRIMARY} fill loading={isSubmitting} text={t('auth.signIn')} />
        <Button fill variant="outlined" icon="person" text={t('auth.useDemo')} onClick={handleDemo} />
      </div>
      <p className="ros-auth-footer">
        {t('auth.newHere')} <Link to="/register">{t('auth.createAccount')}</Link>
      </p>
    </form>
  );
}
