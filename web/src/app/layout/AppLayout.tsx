import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { NAV_PAGES } from '../navigation/navigation';
import { menuToggled, selectIsMenuOpen } from '../uiSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { PageLoading } from '../../components/PageLoading';
import { GlobalSearch } from '../../features/insight/search/GlobalSearch';
import { AppNavbar } from './AppNavbar';
import { SideMenu } from './SideMenu';

/** Unread announcements after sign-in: its own chunk, loaded with the signed-in layout, never before it. */
const UnreadAnnouncements = lazy(() =>
  import('../../features/team/announcements').then((m) => ({ default: m.UnreadAnnouncements })),
);

/** Seed defaults: vertical menu, sticky navbar, no footer, full-width content. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const isMenuOpen = useAppSelector(selectIsMenuOpen);
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    dispatch(menuToggled(false)); // narrow screens: close the menu after navigating
    const page = NAV_PAGES.find((p) => p.route === pathname);
    document.title = page ? `${t(`nav.${page.id}`)} · ${t('app.name')}` : t('app.name');
  }, [pathname, dispatch, t]);
  return (
    <div className={isMenuOpen ? 'ros-shell ros-menu-open' : 'ros-shell'}>
      <SideMenu />
      {isMenuOpen && <div className="ros-menu-backdrop" onClick={() => dispatch(menuToggled(false))} />}
      <div className="ros-main">
        <AppNavbar />
        <main className="ros-content">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <GlobalSearch />
      <Suspense>
        <UnreadAnnouncements />
      </Suspense>
    </div>
  );
}
