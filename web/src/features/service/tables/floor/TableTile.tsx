import { Classes } from '@blueprintjs/core';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { STATUS_COLORS, type DiningTable, type TableGeometry } from '../tables.types';
import type { DragMode } from './geometry';

interface Props {
  table: DiningTable;
  geometry: TableGeometry;
  isSelected: boolean;
  canEdit: boolean;
  badge?: string;
  onPointerDown: (e: PointerEvent<HTMLDivElement>, mode: DragMode) => void;
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void;
}

const handle = {
  position: 'absolute',
  width: 12,
  height: 12,
  background: '#fff',
  border: '2px solid #2d72d2',
  borderRadius: 3,
} as const;

/** One table on the floor plan, coloured by status; handles to resize and rotate when selected. */
export function TableTile({ table, geometry, isSelected, canEdit, badge, onPointerDown, onKeyDown }: Props) {
  const t = useCatalogueT();
  const color = STATUS_COLORS[table.status];
  return (
    <div
      data-testid={`floor-table-${table.name}`}
      data-table-id={table.id}
      data-x={geometry.x}
      data-y={geometry.y}
      data-status={table.status}
      role="button"
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-label={[
        t('tables.tileLabel', {
          name: table.name,
          status: t(`tables.status.${table.status}`),
          capacity: table.capacity,
        }),
        badge,
      ]
        .filter(Boolean)
        .join(' · ')}
      onPointerDown={(e) => onPointerDown(e, 'move')}
      style={{
        position: 'absolute',
        left: geometry.x,
        top: geometry.y,
        width: geometry.width,
        height: geometry.height,
        transform: `rotate(${geometry.rotation}deg)`,
        borderRadius: table.shape === 'round' ? '50%' : 8,
        background: table.isOpen
          ? `${color}33`
          : 'repeating-linear-gradient(45deg, #eee, #eee 6px, #ddd 6px, #ddd 12px)',
        border: `2px ${table.isOpen ? 'solid' : 'dashed'} ${color}`,
        outline: isSelected ? '2px solid #2d72d2' : undefined,
        outlineOffset: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        cursor: canEdit ? 'move' : 'pointer',
        userSelect: 'none',
        touchAction: 'none',
      }}
    >
      <strong>{table.name}</strong>
      {badge && (
        <span className="ros-table-badge" role="status">
          {badge}
        </span>
      )}
      <span className={Classes.TEXT_SMALL}>
        {table.capacity} · {table.isOpen ? t(`tables.status.${table.status}`) : t('tables.closed')}
      </span>
      {isSelected && canEdit && (
        <>
          <div
            data-testid="resize-handle"
            style={{ ...handle, right: -8, bottom: -8, cursor: 'nwse-resize' }}
            onPointerDown={(e) => {
              e.stopPropagation();
              onPointerDown(e, 'resize');
            }}
          />
          <div
            data-testid="rotate-handle"
            style={{ ...handle, left: '50%', top: -24, marginLeft: -6, borderRadius: 6, cursor: 'grab' }}
            onPointerDown={(e) => {
              e.stopPropagation();
              onPointerDown(e, 'rotate');
            }}
          />
        </>
      )}
    </div>
  );
}
