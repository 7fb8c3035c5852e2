import { Button, NonIdealState } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/**
 * What a page that failed to open or to render shows, in place of the page: a plain message and a
 * way out (reload), instead of the router's developer screen. A missing chunk after a deploy is
 * reloaded before it gets here (app/staleBuild.ts).
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <NonIdealState
      icon="error"
      title={t('routeError.title')}
      description={t('routeError.description')}
      action={
        <Button
          intent="primary"
          icon="refresh"
          text={t('routeError.reload')}
          onClick={() => window.location.reload()}
        />
      }
    />
  );
}
