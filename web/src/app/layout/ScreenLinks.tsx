import { Button, Tooltip } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { canSeePage, useAbility } from '../session/useAbility';
import { OPERATION_PAGES } from './SideMenu';

/** The service screens, one tap away from anywhere: the POS terminal, kitchen, expo, dispatch and the driver's view (those the role may use). */
const SCREENS = ['posTerminal', 'kds', 'expo', 'dispatch', 'driver'];

export function ScreenLinks({ large = false, iconOnly = false }: { large?: boolean; iconOnly?: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const screens = useMemo(
    () => OPERATION_PAGES.filter((p) => SCREENS.includes(p.id) && canSeePage(ability, p)),
    [ability],
  );
  return (
    <nav aria-label={t('layout.screens')} className="ros-screen-links">
      {screens.map((p) => {
        const label = t(`nav.${p.id}`);
        const button = (
          <Button
            key={p.id}
            variant={large ? undefined : 'minimal'}
            large={large}
            icon={p.icon}
            text={iconOnly ? undefined : label}
            aria-label={label}
            active={pathname === p.route}
            aria-current={pathname === p.route ? 'page' : undefined}
            onClick={() => navigate(p.route)}
          />
        );
        return iconOnly ? (
          <Tooltip key={p.id} content={label}>
            {button}
          </Tooltip>
        ) : (
          button
        );
      })}
    </nav>
  );
}
