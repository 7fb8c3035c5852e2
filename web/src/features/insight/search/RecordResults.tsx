import { Classes, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { RecordSearch } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../components/money';

const KINDS = ['dishes', 'tables', 'customers', 'orders', 'bills', 'suppliers', 'stockItems'] as const;

/** One record found with Ctrl+K: where it opens. */
export interface RecordHit {
  key: string;
  kind: (typeof KINDS)[number];
  icon: IconName;
  text: string;
  label: string;
  route: string;
}

/** The records as menu rows, linked to where each opens (the POS route the user is on, full screen or not). */
export function recordHits(found: RecordSearch | undefined, posRoute: string): RecordHit[] {
  if (!found) return [];
  return [
    ...found.dishes.map((d): RecordHit => ({
      key: `d-${d.id}`,
      kind: 'dishes',
      icon: 'properties',
      text: d.name,
      label: formatMoney(d.price),
      route: `/apps/management/menuManagement/allDishes?open=${d.id}`,
    })),
    ...found.tables.map((x): RecordHit => ({
      key: `t-${x.id}`,
      kind: 'tables',
      icon: 'th',
      text: x.name,
      label: x.space,
      route: `${posRoute}?table=${x.id}`,
    })),
    ...found.customers.map((c): RecordHit => ({
      key: `c-${c.id}`,
      kind: 'customers',
      icon: 'person',
      text: c.name,
      label: c.phone ?? '',
      route: `/apps/management/accountManagement/customer?open=${c.id}`,
    })),
    ...found.orders.map((o): RecordHit => ({
      key: `o-${o.id}`,
      kind: 'orders',
      icon: 'shopping-cart',
      text: `#${o.displayNo} ${o.label}`.trim(),
      label: o.status,
      route: `${posRoute}?order=${o.id}`,
    })),
    ...found.bills.map((b): RecordHit => ({
      key: `b-${b.id}`,
      kind: 'bills',
      icon: 'document',
      text: `Bill #${b.number}`,
      label: formatMoney(b.grandTotal),
      route: `/apps/invoice/list?open=${b.id}`,
    })),
    ...found.suppliers.map((x): RecordHit => ({
      key: `s-${x.id}`,
      kind: 'suppliers',
      icon: 'office',
      text: x.name,
      label: x.phone ?? '',
      route: '/apps/management/inventory/suppliers',
    })),
    ...found.stockItems.map((i): RecordHit => ({
      key: `i-${i.id}`,
      kind: 'stockItems',
      icon: 'box',
      text: i.name,
      label: i.sku ?? '',
      route: '/apps/management/inventory/inventoryList',
    })),
  ];
}

export function RecordResults({
  hits,
  activeKey,
  onOpen,
}: {
  hits: RecordHit[];
  activeKey: string | null;
  onOpen: (hit: RecordHit) => void;
}) {
  const { t } = useTranslation();
  if (!hits.length) return null;
  return (
    <Menu className="ros-search-results" data-testid="record-results">
      {KINDS.filter((kind) => hits.some((h) => h.kind === kind)).map((kind) => (
        <li key={kind} data-record-group={kind} className="ros-search-group">
          <ul className={Classes.LIST_UNSTYLED}>
            <MenuDivider title={t(`search.records.${kind}`)} />
            {hits
              .filter((h) => h.kind === kind)
              .map((h) => (
                <MenuItem
                  key={h.key}
                  icon={h.icon}
                  text={h.text}
                  label={h.label}
                  active={h.key === activeKey}
                  onClick={() => onOpen(h)}
                />
              ))}
          </ul>
        </li>
      ))}
    </Menu>
  );
}
