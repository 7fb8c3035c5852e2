import type { ReactNode } from 'react';
import { PlanGate } from '../../../components/PlanGate';
import { useInventoryT } from './i18n';

/** An inventory page, on a plan that has the inventory. */
export function InventoryPlanGate({ children }: { children: ReactNode }) {
  const t = useInventoryT();
  return (
    <PlanGate feature="inventory" title={t('upgrade.title')} body={t('upgrade.body')}>
      {children}
    </PlanGate>
  );
}
