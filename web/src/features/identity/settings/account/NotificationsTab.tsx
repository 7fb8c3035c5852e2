import { Button, Intent, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { NOTIFICATION_FLAGS, type Notifications } from '../settings.types';

/** The seed's notification switches with human labels. */
export function NotificationsTab({
  initial,
  onSave,
}: {
  initial: Notifications;
  onSave: (flags: Notifications) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [flags, setFlags] = useState<Notifications>(initial);
  const [saving, setSaving] = useState(false);

  const handleSave = async () => {
    setSaving(true);
    try {
      await onSave(flags);
      void toastSuccess(t('settingsPages.account.notifications.saved'));
    } catch (err) {
      void toastError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 560 }}>
      {NOTIFICATION_FLAGS.map((flag) => (
        <Switch
          key={flag}
          id={`notify-${flag}`}
          checked={flags[flag]}
          label={t(`settingsPages.account.notifications.${flag}`)}
          onChange={(e) => {
            const checked = e.currentTarget.checked;
            setFlags((f) => ({ ...f, [flag]: checked }));
          }}
        />
      ))}
      <Button
        intent={Intent.PRIMARY}
        icon="floppy-disk"
        loading={saving}
        text={t('settingsPages.common.save')}
        onClick={() => void handleSave()}
      />
    </div>
  );
}
