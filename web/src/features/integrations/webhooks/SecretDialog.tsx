import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { TextField } from '../../../components/TextField';
import { useWebhooksT } from './i18n';

/** The signing secret, shown once (after create or rotate): the receiver verifies signatures with it. */
export function SecretDialog({ secret, onClose }: { secret: string; onClose: () => void }) {
  const t = useWebhooksT();
  return (
    <Dialog isOpen onClose={onClose} title={t('secret.title')} icon="key">
      <DialogBody>
        <Callout intent="warning" icon="eye-open" style={{ marginBottom: 12 }}>
          {t('secret.once')}
        </Callout>
        <TextField
          id="webhook-secret"
          label={t('secret.label')}
          value={secret}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <p>{t('secret.verify')}</p>
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={t('secret.done')} onClick={onClose} />} />
    </Dialog>
  );
}
