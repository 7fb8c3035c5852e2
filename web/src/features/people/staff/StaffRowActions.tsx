import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Role } from '../../identity/settings';
import type { Member, MemberPatch } from './staff.types';

interface Props {
  member: Member;
  roles: Role[];
  onEdit: () => void;
  onPatch: (patch: MemberPatch) => void;
  onRemove: () => void;
}

/** The "…" menu of a staff row: edit profile, change role, (de)activate, remove. */
export function StaffRowActions({ member, roles, onEdit, onPatch, onRemove }: Props) {
  const { t } = useTranslation();
  const assignable = roles.filter((r) => !r.isDisabled && r.systemKey !== 'owner');
  const isOwner = roles.find((r) => r.id === member.roleId)?.systemKey === 'owner';
  const menu = (
    <Menu>
      <MenuItem icon="edit" text={t('staffPage.actions.edit')} onClick={onEdit} />
      {!isOwner && (
        <MenuItem icon="key" text={t('staffPage.actions.changeRole')}>
          {assignable.map((r) => (
            <MenuItem
              key={r.id}
              text={r.name}
              disabled={r.id === member.roleId}
              roleStructure="listoption"
              selected={r.id === member.roleId}
              onClick={() => onPatch({ roleId: r.id })}
            />
          ))}
        </MenuItem>
      )}
      {!isOwner && member.status === 'active' && (
        <MenuItem
          icon="disable"
          text={t('staffPage.actions.deactivate')}
          onClick={() => onPatch({ status: 'inactive' })}
        />
      )}
      {!isOwner && member.status === 'inactive' && (
        <MenuItem icon="play" text={t('staffPage.actions.activate')} onClick={() => onPatch({ status: 'active' })} />
      )}
      {!isOwner && <MenuDivider />}
      {!isOwner && <MenuItem icon="trash" intent="danger" text={t('staffPage.actions.remove')} onClick={onRemove} />}
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end">
      <Button
        variant="minimal"
        icon="more"
        aria-label={t('staffPage.actions.menu', { name: member.fullName ?? member.email })}
      />
    </Popover>
  );
}
