import { Spinner } from '@blueprintjs/core';
import type { PremiumFeature } from '@ros/shared-events';
import type { ReactNode } from 'react';
import { usePlanAllows } from '../app/session/usePlan';
import { UpgradePrompt } from './UpgradePrompt';

/**
 * A Premium page only on a plan that has `feature`; on Basic, what Premium adds — without the page
 * asking the API for what the plan cannot have (each request would answer 402).
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
  const allowed = usePlanAllows(feature);
  if (allowed === undefined) return <Spinner />;
  if (!allowed)
    return (
      <div className="ros-page">
        <UpgradePrompt variant="page" title={title} body={body} />
      </div>
    );
  return <>{children}</>;
}
