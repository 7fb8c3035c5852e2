import { NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../app/session/useAbility';

/** Renders children only when the user may `action` the `subject`; else a clear "no access" panel. */
export function RequireAbility({
  action = 'view',
  subject,
  children,
}: {
  action?: string;
  subject: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useCan(action, subject ?? 'all');
  if (subject !== null && !allowed) {
    return <NonIdealState icon="lock" title={t('access.deniedTitle')} description={t('access.deniedDescription')} />;
  }
  return <>{children}</>;
}
