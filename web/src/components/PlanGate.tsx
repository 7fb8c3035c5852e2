import { Spinner } from '@blueprintjs/core';
import type { PremiumFeature } from '@ros/shared-events';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanAllows } from '../app/session/usePlan';
import { UpgradePrompt } from './UpgradePrompt';

/**
 * A Premium page: as it is on a plan that has `feature`; on Basic, what Premium adds above the page,
 * which shows what the restaurant kept read-only (a restaurant back on Basic after its Premium ended
 * keeps its data: the API answers reads and refuses changes with 402, shown by the page's dialogs).
 */
export function PlanGate({
  feature,
  title,
  body,
  children,
}: {
  feature: PremiumFeature;
  title: string;
  body: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = usePlanAllows(feature);
  if (allowed === undefined) return <Spinner />;
  if (allowed) return <>{children}</>;
  return (
    <>
      <div className="ros-page">
        <UpgradePrompt variant="inline" title={title} body={`${body} ${t('upgrade.readOnly')}`} />
      </div>
      {children}
    </>
  );
}
