import { Classes, Tab, Tabs } from '@blueprintjs/core';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { STATUS_COLORS, TABLE_STATUSES, type DiningTable, type Space, type TableGeometry } from '../tables.types';
import { FloorCanvas } from './FloorCanvas';

interface Props {
  spaces: Space[];
  spaceId: string;
  onSpace: (id: string) => void;
  tables: DiningTable[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  canEdit: boolean;
  onCommit: (table: DiningTable, geometry: TableGeometry) => Promise<void>;
}

/** Space tabs, the status legend and the floor canvas of the chosen space. */
export function FloorPlan({ spaces, spaceId, onSpace, tables, selectedId, onSelect, canEdit, onCommit }: Props) {
  const t = useCatalogueT();
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', marginBottom: 8 }}>
        <Tabs id="floor-spaces" selectedTabId={spaceId} onChange={(id) => onSpace(String(id))}>
          {spaces.map((s) => (
            <Tab key={s.id} id={s.id} title={s.name} data-testid={`space-tab-${s.name}`} />
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
            {t(`tables.status.${s}`)}
          </span>
        ))}
      </div>
      {canEdit && <p className={Classes.TEXT_MUTED}>{t('tables.floorHint')}</p>}
      <FloorCanvas tables={tables} selectedId={selectedId} canEdit={canEdit} onSelect={onSelect} onCommit={onCommit} />
    </div>
  );
}
