import { Button, Callout, Classes, HTMLTable, Intent, Switch } from '@blueprintjs/core';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../../app/toaster';
import type { Notifications } from '../settings.types';

/**
 * Each kind of notification on a row, with a switch per way it reaches the person (in the app,
 * email, SMS). A kind added to `NOTIFICATION_KINDS` gets its row here with its label string.
 */
export function NotificationsTab({
  initial,
  hasPhone,
  onSave,
}: {
  initial: Notifications;
  /** SMS go to the account's phone: without one, the SMS switches say so. */
  hasPhone: boolean;
  onSave: (settings: Notifications) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<Notifications>(initial);
  const [saving, setSaving] = useState(false);
  const k = (key: string) => t(`settingsPages.account.notifications.${key}`);

  const handleSave = async () => {
    setSaving(true);
    try {
      await onSave(settings);
      void toastSuccess(k('saved'));
    } catch (err) {
      void toastError(err);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div style={{ maxWidth: 720 }}>
      <p>{k('intro')}</p>
      {!hasPhone && <Callout intent={Intent.PRIMARY}>{k('noPhone')}</Callout>}
      <HTMLTable compact style={{ width: '100%' }} aria-label={k('title')}>
        <thead>
          <tr>
            <th scope="col">{k('kind')}</th>
            {NOTIFICATION_CHANNELS.map((c) => (
              <th scope="col" key={c}>
                {k(`channels.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row" style={{ fontWeight: 'normal' }}>
                <div>{k(`kinds.${kind}.label`)}</div>
                <div className={Classes.TEXT_MUTED}>{k(`kinds.${kind}.hint`)}</div>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel}>
                  <Switch
                    id={`notify-${kind}-${channel}`}
                    aria-label={`${k(`kinds.${kind}.label`)}: ${k(`channels.${channel}`)}`}
                    checked={settings[kind][channel]}
                    onChange={(e) => {
                      const on = e.currentTarget.checked;
                      setSettings((s) => ({ ...s, [kind]: { ...s[kind], [channel]: on } }));
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
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
