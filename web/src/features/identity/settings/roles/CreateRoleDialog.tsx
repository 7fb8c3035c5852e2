import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, toFailure, type FormFailure } from '../../../../api/errors';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import type { Role } from '../settings.types';
import { ROLE_ICONS } from './roleIcons';
import { UpgradePrompt } from '../../../../components/UpgradePrompt';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  onCreate: (body: { name: string; icon: string; remarks: string | null }) => Promise<Role>;
  onCreated: (role: Role) => void;
}

const ICON_OPTIONS = ROLE_ICONS.map((i) => ({ value: i, label: i }));

/** A new custom role (Premium): name, icon, remarks; permissions are set in the editor after. */
export function CreateRoleDialog({ isOpen, onClose, onCreate, onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [icon, setIcon] = useState('person');
  const [remarks, setRemarks] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [planRequired, setPlanRequired] = useState<string | null>(null);

  const handleClose = () => {
    setName('');
    setRemarks('');
    setFailure(null);
    setPlanRequired(null);
    onClose();
  };

  const handleSubmit = async () => {
    if (!name.trim()) {
      setFailure({ message: '', fields: { name: t('settingsPages.roles.nameRequired') } });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const role = await onCreate({ name: name.trim(), icon, remarks: remarks.trim() || null });
      handleClose();
      onCreated(role);
    } catch (err) {
      if (errorCode(err) === 'plan_required')
        setPlanRequired(toFailure(err, '').message || t('settingsPages.upgrade.body'));
      else setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={isOpen} onClose={handleClose} title={t('settingsPages.roles.createTitle')} icon="plus">
      <DialogBody>
        {planRequired ? (
          <UpgradePrompt variant="inline" title={t('settingsPages.upgrade.title')} body={planRequired} />
        ) : (
          <form
            id="create-role-form"
            onSubmit={(e) => {
              e.preventDefault();
              void handleSubmit();
            }}
          >
            {failure?.message && (
              <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
                {failure.message}
              </Callout>
            )}
            <TextField
              id="new-role-name"
              label={t('settingsPages.roles.name')}
              value={name}
              error={failure?.fields.name}
              onValueChange={setName}
            />
            <SelectField
              id="new-role-icon"
              label={t('settingsPages.roles.icon')}
              value={icon}
              options={ICON_OPTIONS}
              onChange={setIcon}
            />
            <TextField
              id="new-role-remarks"
              label={t('settingsPages.roles.remarks')}
              value={remarks}
              error={failure?.fields.remarks}
              onValueChange={setRemarks}
            />
          </form>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('settingsPages.common.cancel')} onClick={handleClose} />
            {!planRequired && (
              <Button
                type="submit"
                form="create-role-form"
                intent={Intent.PRIMARY}
                loading={saving}
                text={t('settingsPages.roles.create')}
              />
            )}
          </>
        }
      />
    </Dialog>
  );
}
