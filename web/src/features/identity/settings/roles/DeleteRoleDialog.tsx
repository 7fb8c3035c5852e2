import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode } from '../../../../api/errors';
import { describeError } from '../../../../app/errors';
import { SelectField } from '../../../../components/SelectField';
import type { Role } from '../settings.types';

interface Props {
  role: Role | null;
  roles: Role[];
  onClose: () => void;
  onDelete: (roleId: string, transferTo: string | null) => Promise<void>;
}

/** Deletes a role; when it still has staff, they must first be moved to another role. */
export function DeleteRoleDialog({ role, roles, onClose, onDelete }: Props) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [mustTransfer, setMustTransfer] = useState(false);

  if (!role) return null;
  const hasStaff = role.employeeCount > 0 || mustTransfer;
  const left = target ? 0 : role.employeeCount;
  const targets = roles.filter((r) => r.id !== role.id && r.systemKey !== 'owner' && !r.isDisabled);

  const handleClose = () => {
    setTarget('');
    setError(null);
    setMustTransfer(false);
    onClose();
  };

  const handleDelete = async () => {
    setSaving(true);
    setError(null);
    try {
      await onDelete(role.id, hasStaff && target ? target : null);
      handleClose();
    } catch (err) {
      // The server's "transfer them first" message is the one the dialog already shows.
      if (errorCode(err) === 'rule_violation') setMustTransfer(true);
      else setError(describeError(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={handleClose} title={t('settingsPages.roles.deleteTitle', { name: role.name })} icon="trash">
      <DialogBody>
        {hasStaff ? (
          <>
            <Callout intent={Intent.WARNING} icon="people" style={{ marginBottom: 12 }}>
              {t('settingsPages.roles.cannotDelete', { name: role.name })}
            </Callout>
            <SelectField
              id="transfer-role"
              label={t('settingsPages.roles.transferTo')}
              value={target}
              options={[
                { value: '', label: t('settingsPages.roles.chooseRole') },
                ...targets.map((r) => ({ value: r.id, label: r.name })),
              ]}
              onChange={setTarget}
            />
            {left > 0 && <p data-testid="staff-left">{t('settingsPages.roles.staffLeft', { count: left })}</p>}
          </>
        ) : (
          <p>{t('settingsPages.roles.deleteConfirm', { name: role.name })}</p>
        )}
        {error && <Callout intent={Intent.DANGER}>{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('settingsPages.common.cancel')} onClick={handleClose} />
            <Button
              intent={Intent.DANGER}
              loading={saving}
              disabled={hasStaff && !target}
              text={hasStaff ? t('settingsPages.roles.transferAndDelete') : t('settingsPages.roles.delete')}
              onClick={() => void handleDelete()}
            />
          </>
        }
      />
    </Dialog>
  );
}
