import { Card, Classes, Elevation, H2 } from '@blueprintjs/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading';

/** Centered card for the sign-in pages. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <main className="ros-auth">
      <Card elevation={Elevation.TWO} className="ros-auth-card">
        <H2 className="ros-auth-brand">{t('app.name')}</H2>
        <p className={Classes.TEXT_MUTED}>{t('app.tagline')}</p>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Card>
    </main>
  );
}
