import { Button, HTMLTable, Icon, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import type { Category, Station } from '../menu.types';

interface Props {
  categories: Category[];
  stationsById: Map<string, Station>;
  canEdit: boolean;
  /** Drag to reorder is on only when the rows show the menu's own order. */
  canReorder: boolean;
  onMove: (draggedId: string, targetId: string) => void;
  onEdit: (c: Category) => void;
  onDelete: (c: Category) => void;
}

/** Category rows; drag a row's handle onto another row to put it there (HTML5 drag and drop). */
export function CategoryRows({ categories, stationsById, canEdit, canReorder, onMove, onEdit, onDelete }: Props) {
  const t = useCatalogueT();
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  if (categories.length === 0) return <NonIdealState icon="tag" title={t('categories.empty')} />;
  const draggable = canEdit && canReorder;
  return (
    <HTMLTable compact striped style={{ width: '100%' }} data-testid="categories-table">
      <thead>
        <tr>
          <th style={{ width: 32 }} />
          <th>{t('categories.name')}</th>
          <th>{t('categories.description')}</th>
          <th>{t('categories.items')}</th>
          <th>{t('categories.station')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {categories.map((c) => (
          <tr
            key={c.id}
            data-row-id={c.id}
            draggable={draggable}
            onDragStart={(e) => {
              setDragged(c.id);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', c.id);
            }}
            onDragOver={(e) => {
              if (!dragged) return;
              e.preventDefault();
              setOver(c.id);
            }}
            onDragLeave={() => setOver((o) => (o === c.id ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged && dragged !== c.id) onMove(dragged, c.id);
              setDragged(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            style={{
              opacity: dragged === c.id ? 0.4 : 1,
              boxShadow: over === c.id && dragged !== c.id ? 'inset 0 2px 0 #2d72d2' : undefined,
            }}
          >
            <td style={{ cursor: draggable ? 'grab' : undefined }}>
              {draggable && <Icon icon="drag-handle-vertical" aria-label={t('categories.dragHint')} />}
            </td>
            <td>
              {c.coverImageUrl && (
                <img
                  src={c.coverImageUrl}
                  alt=""
                  style={{
                    width: 28,
                    height: 28,
                    objectFit: 'cover',
                    borderRadius: 4,
                    marginRight: 8,
                    verticalAlign: 'middle',
                  }}
                />
              )}
              <strong>{c.name}</strong>
            </td>
            <td>{c.description}</td>
            <td data-testid="category-item-count">{c.itemCount}</td>
            <td>{c.stationId ? stationsById.get(c.stationId)?.name : t('categories.defaultStation')}</td>
            <td style={{ whiteSpace: 'nowrap' }}>
              {canEdit && (
                <>
                  <Button
                    icon="edit"
                    variant="minimal"
                    size="small"
                    aria-label={t('common.edit')}
                    onClick={() => onEdit(c)}
                  />
                  <Button
                    icon="trash"
                    variant="minimal"
                    size="small"
                    intent="danger"
                    aria-label={t('common.delete')}
                    onClick={() => onDelete(c)}
                  />
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
