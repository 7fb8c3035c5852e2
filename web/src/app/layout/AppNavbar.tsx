import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { menuToggled, searchOpened, selectTheme, themeToggled } from '../uiSlice';
import { LowStockBadge } from '../../features/back-office/inventory/LowStockBadge';
import { NotificationBell } from '../../features/messaging/notifications';
import { TerminalLockButton } from '../../features/service/terminal/TerminalLockButton';
import { ChatNavButton } from '../../features/team/chat/ChatNavButton';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { BookmarkLinks } from './BookmarkLinks';
import { ConnectionIndicator } from './ConnectionIndicator';
import { RestaurantSwitcher } from './RestaurantSwitcher';
import { ScreenLinks } from './ScreenLinks';
import { UserMenu } from './UserMenu';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The sticky top bar: restaurant switcher, bookmarks, search, team chat, low stock, the bell, connection, theme and user menu. */
export function AppNavbar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  return (
    <Navbar className="ros-navbar">
      <NavbarGroup align={Alignment.START}>
        <Button
          className="ros-menu-toggle"
          variant="minimal"
          icon="menu"
          aria-label={t('layout.toggleMenu')}
          onClick={() => dispatch(menuToggled())}
        />
        <RestaurantSwitcher />
        <NavbarDivider />
        <BookmarkLinks />
      </NavbarGroup>
      <NavbarGroup align={Alignment.END} className="ros-navbar-end">
        <ScreenLinks iconOnly />
        <Button
          variant="minimal"
          icon="search"
          aria-label={t('search.title')}
          text={t('search.button', { shortcut: isMac ? '⌘K' : 'Ctrl+K' })}
          onClick={() => dispatch(searchOpened())}
        />
        <ChatNavButton />
        <LowStockBadge />
        <NotificationBell />
        <ConnectionIndicator />
        <Tooltip content={t(theme === 'dark' ? 'layout.lightTheme' : 'layout.darkTheme')}>
          <Button
            variant="minimal"
            icon={theme === 'dark' ? 'flash' : 'moon'}
            aria-label={t(theme === 'dark' ? 'layout.lightTheme' : 'layout.darkTheme')}
            onClick={() => dispatch(themeToggled())}
          />
        </Tooltip>
        <TerminalLockButton />
        <UserMenu />
      </NavbarGroup>
    </Navbar>
  );
}
