import { Button, Tag, Tooltip } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { usePlanAllows } from '../../../app/session/usePlan';
import { useInventoryT } from './i18n';
import { useListItemsQuery } from './inventory.api';

export const INVENTORY_LIST = '/apps/management/inventory/inventoryList';

/** In the top bar, for those who see the inventory: how many items are at or under their reorder point (live), linking to them. */
export function LowStockBadge() {
  const t = useInventoryT();
  const navigate = useNavigate();
  const rid = useAppSelector(selectCurrentRestaurantId);
  // Asked only when both the role and the plan have the inventory (Basic would answer 402).
  const canView = useCan('view', 'inventory');
  const canSee = usePlanAllows('inventory') === true && canView;
  const { data } = useListItemsQuery(rid && canSee ? { rid, query: { low: true, perPage: 1 } } : skipToken);
  const count = data?.total ?? 0;
  if (!count) return null;
  const label = t('badge.low', { count });
  return (
    <Tooltip content={label}>
      <Button
        variant="minimal"
        icon="box"
        intent="warning"
        aria-label={label}
        onClick={() => navigate(`${INVENTORY_LIST}?low=true`)}
        data-testid="low-stock-badge"
      >
        <Tag intent="warning" round>
          {count}
        </Tag>
      </Button>
    </Tooltip>
  );
}
