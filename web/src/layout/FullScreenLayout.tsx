import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';

/** Kitchen display and driver view: the whole screen, no menu. */
export function FullScreenLayout() {
  return (
    <main className="ros-fullscreen">
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
