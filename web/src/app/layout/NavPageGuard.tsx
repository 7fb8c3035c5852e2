import type { ReactNode } from 'react';
import { RequireAbility } from '../../components/RequireAbility';
import { InventoryPlanGate } from '../../features/back-office/inventory/InventoryPlanGate';
import { NAV_PAGES } from '../navigation/navigation';

/**
 * The guard of a menu page (NAV_PAGES), by its route: the permission it needs, and the plan for the
 * inventory's pages. Its own chunk (with the navigation table), loaded alongside the layouts.
 */
export function NavPageGuard({ route, children }: { route: string; children: ReactNode }) {
  const page = NAV_PAGES.find((p) => p.route === route);
  return (
    <RequireAbility subject={page?.permission ?? null}>
      {page?.group === 'Inventory' ? <InventoryPlanGate>{children}</InventoryPlanGate> : children}
    </RequireAbility>
  );
}
