import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { PermissionKey } from '@ros/shared-events';
import { NAV_GROUPS, NAV_PAGES } from '../navigation/navigation';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { canSeePage, useAbility } from '../session/useAbility';

/**
 * Operational screens reachable by URL only in the seed: listed in the menu (not in the global
 * search, which stays the seed's NAV_PAGES), each shown when the role may view its permission.
 */
export const OPERATION_PAGES: readonly { id: string; route: string; icon: IconName; permission: PermissionKey }[] = [
  { id: 'posTerminal', route: '/pos', icon: 'shop', permission: 'orders' },
  { id: 'kds', route: '/kds', icon: 'flame', permission: 'kitchen' },
  { id: 'expo', route: '/kds/expo', icon: 'endorsed', permission: 'kitchen' },
  { id: 'calendar', route: '/apps/calendar', icon: 'calendar', permission: 'reservations' },
  { id: 'dispatch', route: '/apps/delivery', icon: 'drive-time', permission: 'delivery' },
  { id: 'driver', route: '/driver', icon: 'route', permission: 'delivery.drive' },
  { id: 'invoices', route: '/apps/invoice/list', icon: 'document', permission: 'income' },
];

/** The vertical menu: the seed's groups then Operations, pages hidden when the role may not view them. */
export function SideMenu() {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const groups = useMemo(
    () =>
      [
        ...NAV_GROUPS.map((group) => ({
          group: group as string,
          pages: NAV_PAGES.filter((p) => p.group === group && canSeePage(ability, p)),
        })),
        { group: 'Operations', pages: OPERATION_PAGES.filter((p) => canSeePage(ability, p)) },
      ].filter((g) => g.pages.length > 0),
    [ability],
  );
  return (
    <nav className="ros-side-menu" aria-label={t('layout.mainMenu')}>
      <Menu className={Classes.FILL}>
        {groups.map(({ group, pages }) => [
          <MenuDivider key={`title-${group}`} title={t(`navGroups.${group}`)} />,
          ...pages.map((p) => (
            <MenuItem
              key={p.id}
              icon={p.icon as IconName}
              text={t(`nav.${p.id}`)}
              href={p.route}
              active={pathname === p.route}
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                navigate(p.route);
              }}
            />
          )),
        ])}
      </Menu>
    </nav>
  );
}
