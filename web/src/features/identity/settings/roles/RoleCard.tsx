import { Button, Card, Classes, H5, Icon, Intent, Switch, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../settings.types';
import { roleIcon } from './roleIcons';

interface Props {
  role: Role;
  selected: boolean;
  canEdit: boolean;
  onSelect: () => void;
  onToggleDisabled: (disabled: boolean) => void;
  onDelete: () => void;
}

/** One role: icon, name, employees, custom or default, enabled; opens the editor when chosen. */
export function RoleCard({ role, selected, canEdit, onSelect, onToggleDisabled, onDelete }: Props) {
  const { t } = useTranslation();
  const isOwner = role.systemKey === 'owner';
  return (
    <Card
      interactive
      selected={selected}
      onClick={onSelect}
      data-role={role.name}
      style={{ display: 'flex', flexDirection: 'column', gap: 8, opacity: role.isDisabled ? 0.7 : 1 }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Icon icon={roleIcon(role.icon)} size={20} />
        <H5 style={{ margin: 0, flex: 1 }}>{role.name}</H5>
        <Tag minimal intent={role.isSystem ? Intent.NONE : Intent.PRIMARY}>
          {role.isSystem ? t('settingsPages.roles.default') : t('settingsPages.roles.custom')}
        </Tag>
        {role.isDisabled && <Tag intent={Intent.WARNING}>{t('settingsPages.roles.disabled')}</Tag>}
      </div>
      <div className={Classes.TEXT_MUTED}>{t('settingsPages.roles.employees', { count: role.employeeCount })}</div>
      {role.remarks && <div className={Classes.TEXT_SMALL}>{role.remarks}</div>}
      {canEdit && !isOwner && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} onClick={(e) => e.stopPropagation()}>
          <Switch
            inline
            style={{ marginBottom: 0, flex: 1 }}
            checked={!role.isDisabled}
            label={t('settingsPages.roles.enabled')}
            onChange={(e) => onToggleDisabled(!e.currentTarget.checked)}
          />
          {!role.isSystem && (
            <Button
              variant="minimal"
              intent={Intent.DANGER}
              icon="trash"
              aria-label={t('settingsPages.roles.delete')}
              text={t('settingsPages.roles.delete')}
              onClick={onDelete}
            />
          )}
        </div>
      )}
    </Card>
  );
}
