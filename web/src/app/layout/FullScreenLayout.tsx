import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';
import { GlobalSearch } from '../../features/insight/search/GlobalSearch';

/** Kitchen display, expo, the driver's view and the POS terminal: the whole screen, no menu (Ctrl+K still searches). */
export function FullScreenLayout() {
  return (
    <main className="ros-fullscreen">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <GlobalSearch />
    </main>
  );
}
