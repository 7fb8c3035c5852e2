import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logoutRequested, selectUser } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** The signed-in user: account setting and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const menu = (
    <Menu>
      <MenuDivider title={user?.email} />
      <MenuItem icon="id-number" text={t('userMenu.profile')} onClick={() => navigate('/apps/profile')} />
      <MenuItem icon="user" text={t('nav.account-setting')} onClick={() => navigate('/apps/setting/AccountSetting')} />
      <MenuItem icon="log-out" text={t('userMenu.logout')} onClick={() => dispatch(logoutRequested())} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-end" arrow={false} animation="minimal">
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={user?.fullName || user?.username}
        aria-label={t('userMenu.label')}
      />
    </PopoverNext>
  );
}
