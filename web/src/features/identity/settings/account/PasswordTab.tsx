import { Button, Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../../app/toaster';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { TextField } from '../../../../components/TextField';

/** Current, new and confirmed password. */
export function PasswordTab({ onChange }: { onChange: (current: string, next: string) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const handleSubmit = async () => {
    const fields: Record<string, string> = {};
    if (!current) fields.currentPassword = t('settingsPages.account.password.currentRequired');
    if (next.length < 8) fields.newPassword = t('settingsPages.account.password.tooShort');
    if (next !== confirm) fields.confirmPassword = t('settingsPages.account.password.mismatch');
    if (Object.keys(fields).length > 0) {
      setFailure({ message: '', fields });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await onChange(current, next);
      setCurrent('');
      setNext('');
      setConfirm('');
      void toastSuccess(t('settingsPages.account.password.changed'));
    } catch (err) {
      setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void handleSubmit();
      }}
      style={{ maxWidth: 420 }}
    >
      {failure?.message && (
        <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
          {failure.message}
        </Callout>
      )}
      <TextField
        id="account-currentPassword"
        type="password"
        autoComplete="current-password"
        label={t('settingsPages.account.password.current')}
        value={current}
        error={failure?.fields.currentPassword}
        onValueChange={setCurrent}
      />
      <TextField
        id="account-newPassword"
        type="password"
        autoComplete="new-password"
        label={t('settingsPages.account.password.new')}
        value={next}
        error={failure?.fields.newPassword}
        helper={t('settingsPages.account.password.rule')}
        onValueChange={setNext}
      />
      <TextField
        id="account-confirmPassword"
        type="password"
        autoComplete="new-password"
        label={t('settingsPages.account.password.confirm')}
        value={confirm}
        error={failure?.fields.confirmPassword}
        onValueChange={setConfirm}
      />
      <Button
        type="submit"
        intent={Intent.PRIMARY}
        icon="lock"
        loading={saving}
        text={t('settingsPages.account.password.submit')}
      />
    </form>
  );
}
