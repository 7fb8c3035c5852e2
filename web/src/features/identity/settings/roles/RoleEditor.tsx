import { Button, Callout, Intent, Section, SectionCard } from '@blueprintjs/core';
import { ONLY_VIEW_PERMISSIONS, type PermissionMap } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../../app/toaster';
import { toFailure, type FormFailure } from '../../../../api/errors';
import { SelectField } from '../../../../components/SelectField';
import { TextField } from '../../../../components/TextField';
import type { Role } from '../settings.types';
import { PermissionTree } from './PermissionTree';
import { ROLE_ICONS } from './roleIcons';
import type { RolePatch } from '../settings.types';

const ICON_OPTIONS = ROLE_ICONS.map((i) => ({ value: i, label: i }));

interface Props {
  role: Role;
  canEdit: boolean;
  onSave: (patch: RolePatch) => Promise<unknown>;
}

/** Name, icon, remarks and the permission tree of one role (mount with key=role.id). */
export function RoleEditor({ role, canEdit, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(role.name);
  const [icon, setIcon] = useState(role.icon ?? 'person');
  const [remarks, setRemarks] = useState(role.remarks ?? '');
  const [permissions, setPermissions] = useState<PermissionMap>(role.permissions ?? {});
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const isOwner = role.systemKey === 'owner';
  const disabled = !canEdit || isOwner || saving;

  const handleSave = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave({ name: name.trim(), icon, remarks: remarks.trim() || null, permissions });
      void toastSuccess(t('settingsPages.roles.saved', { name: name.trim() }));
    } catch (err) {
      setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section
      title={t('settingsPages.roles.editTitle', { name: role.name })}
      icon="edit"
      rightElement={
        canEdit && !isOwner ? (
          <Button
            intent={Intent.PRIMARY}
            icon="floppy-disk"
            text={t('settingsPages.roles.savePermissions')}
            loading={saving}
            onClick={() => void handleSave()}
          />
        ) : undefined
      }
    >
      <SectionCard>
        {isOwner && (
          <Callout icon="crown" style={{ marginBottom: 12 }}>
            {t('settingsPages.roles.ownerAll')}
          </Callout>
        )}
        {failure && (failure.message || Object.keys(failure.fields).some((k) => k !== 'name')) && (
          <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
            {failure.message ||
              Object.entries(failure.fields)
                .filter(([k]) => k !== 'name')
                .map(([, v]) => v)
                .join(' ')}
          </Callout>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          <TextField
            id="role-name"
            label={t('settingsPages.roles.name')}
            value={name}
            error={failure?.fields.name}
            disabled={disabled}
            onValueChange={setName}
          />
          <SelectField
            id="role-icon"
            label={t('settingsPages.roles.icon')}
            value={icon}
            disabled={disabled}
            options={ICON_OPTIONS}
            onChange={setIcon}
          />
          <TextField
            id="role-remarks"
            label={t('settingsPages.roles.remarks')}
            value={remarks}
            error={failure?.fields.remarks}
            disabled={disabled}
            onValueChange={setRemarks}
          />
        </div>
        {!isOwner && (
          <Button
            icon="eye-open"
            text={t('settingsPages.roles.onlyView')}
            title={t('settingsPages.roles.onlyViewHint')}
            disabled={disabled}
            onClick={() => setPermissions(ONLY_VIEW_PERMISSIONS)}
            style={{ marginBottom: 12 }}
          />
        )}
        <PermissionTree
          permissions={permissions}
          disabled={disabled}
          onChange={(key, level) => setPermissions((p) => ({ ...p, [key]: level }))}
        />
      </SectionCard>
    </Section>
  );
}
