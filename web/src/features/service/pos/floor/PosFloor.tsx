import { Classes, NonIdealState, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FloorCanvas } from '../../tables';
import { STATUS_COLORS, TABLE_STATUSES, type DiningTable, type Space } from '../../tables';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { useCan } from '../../../../app/session/useAbility';
import { usePosT } from '../../../../app/i18n/pos';
import type { GuestRequest } from '@ros/shared-events';

interface Props {
  spaces: Space[];
  /** Guests' open calls ("call a waiter", "bill"): a badge on their table. */
  requests: GuestRequest[];
  tables: DiningTable[];
  selectedTableId: string | null;
  onTable: (table: DiningTable) => void;
}

const noop = () => Promise.resolve();

/** The floor plan of the POS: live table statuses; a tap opens the table's order or starts one. */
export function PosFloor({ spaces, tables, requests, selectedTableId, onTable }: Props) {
  const t = usePosT();
  const tc = useCatalogueT();
  const [chosen, setChosen] = useState('');
  const spaceId = spaces.some((s) => s.id === chosen) ? chosen : (spaces[0]?.id ?? '');
  const inSpace = useMemo(() => tables.filter((x) => x.spaceId === spaceId), [tables, spaceId]);
  const canViewTables = useCan('view', 'tables');
  const badges = useMemo(() => {
    const byTable = new Map<string, string>();
    for (const r of requests)
      byTable.set(r.tableId, [byTable.get(r.tableId), t(`guest.badge.${r.kind}`)].filter(Boolean).join(' · '));
    return byTable;
  }, [requests, t]);
  if (!canViewTables)
    return <NonIdealState icon="lock" title={t('floor.noAccess')} description={t('floor.noAccessBody')} />;
  if (spaces.length === 0) return <NonIdealState icon="layout-grid" title={t('floor.empty')} />;
  return (
    <div data-testid="pos-floor">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 8 }}>
        <Tabs id="pos-spaces" large selectedTabId={spaceId} onChange={(id) => setChosen(String(id))}>
          {spaces.map((s) => (
            <Tab key={s.id} id={s.id} title={s.name} />
          ))}
        </Tabs>
        <span style={{ flex: 1 }} />
        {TABLE_STATUSES.map((s) => (
          <span key={s} className={Classes.TEXT_SMALL}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 5,
                background: STATUS_COLORS[s],
                marginRight: 4,
              }}
            />
            {tc(`tables.status.${s}`)}
          </span>
        ))}
      </div>
      <FloorCanvas
        tables={inSpace}
        selectedId={selectedTableId}
        badges={badges}
        canEdit={false}
        onSelect={(id) => {
          const table = inSpace.find((x) => x.id === id);
          if (table) onTable(table);
        }}
        onCommit={noop}
      />
    </div>
  );
}
